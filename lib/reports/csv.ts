// A report as one tidy CSV: every row is (section, metric or store, value, previous), numbers
// unformatted so spreadsheets read them as numbers; a UTF-8 BOM so they read accents right too.
import { csvCell } from "@/lib/format/csv";
import type { Locale } from "@/lib/i18n/config";
import { exportTranslator } from "./pdf-text";
import { dailyActions, reportTotals } from "./pdf-totals";
import type { Report } from "./types";

type Cell = string | number | null;

const round = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

export function buildReportCsv(report: Report, locale: Locale): string {
  const t = exportTranslator(locale);
  const { performance } = report;
  const rows: Cell[][] = [[t("csv.section"), t("csv.name"), t("csv.value"), t("csv.previous")]];
  rows.push([t("csv.range"), performance.range.from, performance.range.to, null]);
  if (performance.compareRange)
    rows.push([
      t("csv.compared"),
      performance.compareRange.from,
      performance.compareRange.to,
      null,
    ]);
  for (const total of reportTotals(report)) {
    const name =
      total.kind === "money"
        ? `${t(`totals.${total.key}`)} (${report.revenue.settings.currency})`
        : t(`totals.${total.key}`);
    rows.push([t("csv.totals"), name, round(total.value), round(total.previous)]);
  }
  for (const point of dailyActions(report))
    rows.push([t("csv.daily"), point.day, point.value, null]);
  for (const store of performance.topStores)
    rows.push([t("csv.topStores"), store.name, store.actions, store.actionsPrevious]);
  for (const store of performance.bottomStores)
    rows.push([t("csv.bottomStores"), store.name, store.actions, store.actionsPrevious]);
  for (const keyword of performance.keywords)
    rows.push([t("csv.keywords"), keyword.keyword, keyword.value, null]);
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
