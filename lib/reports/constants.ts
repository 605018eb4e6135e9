// The reports' fixed lists and limits, without zod: the dialogs that show them load before their
// rules (schema.ts builds its checks on these).

export const REPORT_FREQUENCIES = ["WEEKLY", "MONTHLY"] as const;
export const REPORT_FORMATS = ["PDF", "CSV"] as const;
export const MAX_RECIPIENTS = 10;
export const REPORT_DAYS = { min: 7, max: 365 } as const;
export const SHARE_LINK_DAYS = { min: 1, max: 90, default: 30 } as const;

export const REPORT_CURRENCIES = ["USD", "EUR", "ARS"] as const;
export type ReportCurrency = (typeof REPORT_CURRENCIES)[number];

/** Recipients as typed in one box: separated by commas, semicolons, spaces or lines. */
export function splitRecipients(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
}
