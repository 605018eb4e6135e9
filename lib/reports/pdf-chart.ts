// A daily bar chart drawn with the PDF's own vectors (no image, no browser): bars scaled to the
// busiest day, the maximum on the axis and the first and last day under it.
import { rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { formatDate } from "@/lib/format/date";
import { formatNumber } from "@/lib/format/number";
import type { Locale } from "@/lib/i18n/config";

const BAR = rgb(0.15, 0.39, 0.92);
const AXIS = rgb(0.6, 0.63, 0.68);
const LABEL = rgb(0.42, 0.45, 0.5);

export type ChartBox = {
  x: number;
  /** The chart's top edge (PDF coordinates grow upwards). */
  top: number;
  width: number;
  height: number;
  locale: Locale;
  emptyText: string;
};

export function drawDailyBars(
  page: PDFPage,
  font: PDFFont,
  points: { day: string; value: number }[],
  box: ChartBox,
) {
  const axisWidth = 48;
  const plotX = box.x + axisWidth;
  const plotWidth = box.width - axisWidth;
  const bottom = box.top - box.height;
  page.drawLine({
    start: { x: plotX, y: bottom },
    end: { x: plotX + plotWidth, y: bottom },
    thickness: 0.7,
    color: AXIS,
  });
  page.drawLine({
    start: { x: plotX, y: bottom },
    end: { x: plotX, y: box.top },
    thickness: 0.7,
    color: AXIS,
  });
  const max = Math.max(0, ...points.map((p) => p.value));
  if (points.length === 0 || max === 0) {
    page.drawText(box.emptyText, {
      x: plotX + 10,
      y: bottom + box.height / 2,
      size: 9,
      font,
      color: LABEL,
    });
    return;
  }
  const maxLabel = formatNumber(max, box.locale, 0);
  page.drawText(maxLabel, {
    x: plotX - 4 - font.widthOfTextAtSize(maxLabel, 7),
    y: box.top - 7,
    size: 7,
    font,
    color: LABEL,
  });
  page.drawText("0", {
    x: plotX - 4 - font.widthOfTextAtSize("0", 7),
    y: bottom,
    size: 7,
    font,
    color: LABEL,
  });
  const slot = plotWidth / points.length;
  const barWidth = Math.max(0.5, slot * 0.75);
  points.forEach((point, index) => {
    const height = (point.value / max) * (box.height - 4);
    if (height <= 0) return;
    page.drawRectangle({
      x: plotX + index * slot + (slot - barWidth) / 2,
      y: bottom,
      width: barWidth,
      height,
      color: BAR,
    });
  });
  const first = formatDate(points[0]!.day, box.locale);
  const last = formatDate(points[points.length - 1]!.day, box.locale);
  page.drawText(first, { x: plotX, y: bottom - 11, size: 7, font, color: LABEL });
  page.drawText(last, {
    x: plotX + plotWidth - font.widthOfTextAtSize(last, 7),
    y: bottom - 11,
    size: 7,
    font,
    color: LABEL,
  });
}
