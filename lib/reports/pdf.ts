// pdf-lib with standard fonts; the chart is drawn with vectors.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import { formatDate } from "@/lib/format/date";
import { formatNumber } from "@/lib/format/number";
import type { Locale } from "@/lib/i18n/config";
import { drawDailyBars } from "./pdf-chart";
import { exportTranslator, formatRange, type ExportTranslator } from "./pdf-text";
import {
  changeOf,
  dailyActions,
  formatChange,
  formatTotalPair,
  metricsGap,
  reportTotals,
  totalChange,
} from "./pdf-totals";
import type { Report } from "./types";

export type ExportContext = {
  locale: Locale;
  tenantName: string;
  /** Null for the tenant's stores without a workspace. */
  workspaceName: string | null;
  generatedAt: Date;
  timeZone: string;
};

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const INK = rgb(0.12, 0.14, 0.18);
const MUTED = rgb(0.42, 0.45, 0.5);
const RULE = rgb(0.85, 0.87, 0.9);

/**
 * The standard fonts encode WinAnsi only: a character outside it (emoji, CJK, curly symbols) is
 * replaced by its unaccented letter when it has one, else by "?", so any store name can be drawn.
 */
export function sanitizeForFont(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  let out = "";
  for (const char of text.replace(/[\r\n\t]+/g, " ").normalize("NFC")) {
    if (supported.has(char.codePointAt(0)!)) {
      out += char;
      continue;
    }
    const base = char.normalize("NFD").replace(/\p{M}/gu, "");
    out += base && [...base].every((c) => supported.has(c.codePointAt(0)!)) ? base : "?";
  }
  return out;
}

class Writer {
  page!: PDFPage;
  y = 0;
  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
  ensure(height: number) {
    if (this.y - height < PAGE.margin + 20) this.newPage();
  }
  text(value: string, x: number, options: { size?: number; bold?: boolean; muted?: boolean } = {}) {
    const font = options.bold ? this.bold : this.regular;
    this.page.drawText(sanitizeForFont(value, font), {
      x,
      y: this.y,
      size: options.size ?? 10,
      font,
      color: options.muted ? MUTED : INK,
    });
  }
  textRight(value: string, right: number, options: { size?: number; bold?: boolean } = {}) {
    const font = options.bold ? this.bold : this.regular;
    const clean = sanitizeForFont(value, font);
    const width = font.widthOfTextAtSize(clean, options.size ?? 10);
    this.page.drawText(clean, {
      x: right - width,
      y: this.y,
      size: options.size ?? 10,
      font,
      color: INK,
    });
  }
  /** Cuts a cell's text to its column width with an ellipsis. */
  fit(value: string, width: number, size = 10): string {
    let clean = sanitizeForFont(value, this.regular);
    if (this.regular.widthOfTextAtSize(clean, size) <= width) return clean;
    while (clean.length > 1 && this.regular.widthOfTextAtSize(`${clean}...`, size) > width)
      clean = clean.slice(0, -1);
    return `${clean}...`;
  }
  rule() {
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
  }
}

function header(w: Writer, report: Report, context: ExportContext, t: ExportTranslator) {
  const { locale } = context;
  const { performance } = report;
  w.text(t("title"), PAGE.margin, { size: 20, bold: true });
  w.y -= 22;
  w.text(context.tenantName, PAGE.margin, { size: 12, bold: true });
  w.y -= 15;
  w.text(
    context.workspaceName ? t("workspace", { name: context.workspaceName }) : t("allStores"),
    PAGE.margin,
  );
  w.y -= 14;
  w.text(t("range", { range: formatRange(performance.range, locale) }), PAGE.margin);
  w.y -= 14;
  const compared = performance.compareRange;
  w.text(
    compared ? t("compared", { range: formatRange(compared, locale) }) : t("noComparison"),
    PAGE.margin,
  );
  w.y -= 14;
  w.text(t("stores", { n: formatNumber(performance.storeCount, locale) }), PAGE.margin, {
    muted: true,
  });
  w.text(
    t("generated", { date: formatDate(context.generatedAt, locale, context.timeZone) }),
    PAGE.margin + 260,
    { muted: true },
  );
  w.y -= 12;
  w.rule();
  w.y -= 22;
}

function totals(w: Writer, report: Report, context: ExportContext, t: ExportTranslator) {
  const currency = report.revenue.settings.currency;
  const columnWidth = (PAGE.width - 2 * PAGE.margin) / 2;
  const rows = reportTotals(report);
  const top = w.y;
  rows.forEach((total, index) => {
    const x = PAGE.margin + (index % 2) * columnWidth;
    w.y = top - Math.floor(index / 2) * 46;
    w.text(t(`totals.${total.key}`), x, { muted: true, size: 9 });
    w.y -= 15;
    const pair = formatTotalPair(total, context.locale, currency);
    w.text(pair.value, x, { size: 14, bold: true });
    const change = formatChange(totalChange(report, total), context.locale, t);
    const previous = t("previous", { value: pair.previous });
    w.y -= 12;
    w.text(change ? `${previous} (${change})` : previous, x, { size: 8, muted: true });
  });
  w.y = top - Math.ceil(rows.length / 2) * 46 - 10;
}

type Column = { title: string; width: number; align?: "right" };

function table(w: Writer, title: string, columns: Column[], rows: string[][]) {
  w.ensure(40 + Math.min(rows.length, 5) * 14);
  w.text(title, PAGE.margin, { size: 12, bold: true });
  w.y -= 16;
  const drawHeader = () => {
    let x = PAGE.margin;
    for (const column of columns) {
      if (column.align === "right")
        w.textRight(column.title, x + column.width, { size: 9, bold: true });
      else w.text(column.title, x, { size: 9, bold: true });
      x += column.width;
    }
    w.y -= 4;
    w.rule();
    w.y -= 12;
  };
  drawHeader();
  for (const row of rows) {
    if (w.y < PAGE.margin + 30) {
      w.newPage();
      drawHeader();
    }
    let x = PAGE.margin;
    row.forEach((cell, i) => {
      const column = columns[i]!;
      if (column.align === "right") w.textRight(cell, x + column.width, { size: 9 });
      else w.text(w.fit(cell, column.width - 6, 9), x, { size: 9 });
      x += column.width;
    });
    w.y -= 14;
  }
  w.y -= 14;
}

function storeTables(w: Writer, report: Report, locale: Locale, t: ExportTranslator) {
  const columns: Column[] = [
    { title: t("store"), width: 215 },
    { title: t("actionsColumn"), width: 75, align: "right" },
    { title: t("previousColumn"), width: 75, align: "right" },
    { title: t("changeColumn"), width: 150, align: "right" },
  ];
  const gap = metricsGap(report);
  const rows = (stores: Report["performance"]["topStores"]) =>
    stores.map((store) => [
      store.name,
      formatNumber(store.actions, locale),
      formatNumber(store.actionsPrevious, locale),
      formatChange(changeOf(store.actions, store.actionsPrevious, gap), locale, t) ?? "—",
    ]);
  table(w, t("topStores"), columns, rows(report.performance.topStores));
  table(w, t("bottomStores"), columns, rows(report.performance.bottomStores));
  table(
    w,
    t("keywords"),
    [
      { title: t("keyword"), width: 375 },
      { title: t("impressionsColumn"), width: 140, align: "right" },
    ],
    report.performance.keywords.map((k) => [k.keyword, formatNumber(k.value, locale)]),
  );
}

function pageNumbers(doc: PDFDocument, font: PDFFont, t: ExportTranslator) {
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const label = t("page", { page: String(index + 1), pages: String(pages.length) });
    const width = font.widthOfTextAtSize(label, 8);
    page.drawText(label, {
      x: PAGE.width - PAGE.margin - width,
      y: 20,
      size: 8,
      font,
      color: MUTED,
    });
  });
}

export async function buildReportPdf(report: Report, context: ExportContext): Promise<Uint8Array> {
  const t = exportTranslator(context.locale);
  const doc = await PDFDocument.create();
  doc.setTitle(`${t("title")} – ${formatRange(report.performance.range, context.locale)}`);
  doc.setProducer("StorePlus");
  doc.setCreationDate(context.generatedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, regular, bold);
  header(w, report, context, t);
  totals(w, report, context, t);
  w.ensure(200);
  w.text(t("chartTitle"), PAGE.margin, { size: 12, bold: true });
  w.y -= 12;
  const chart = { x: PAGE.margin, width: PAGE.width - 2 * PAGE.margin, height: 150 };
  drawDailyBars(w.page, regular, dailyActions(report), {
    ...chart,
    top: w.y,
    locale: context.locale,
    emptyText: sanitizeForFont(t("noData"), regular),
  });
  w.y -= chart.height + 36;
  storeTables(w, report, context.locale, t);
  pageNumbers(doc, regular, t);
  return doc.save();
}
