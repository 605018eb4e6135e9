// Pure: shared by the server and the tab.

export const SYNC_KINDS = ["REVIEWS", "QANDA", "METRICS", "STORES"] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];

// Spec §9, plus the default sync's 30 days; `months` null means all time. Stored as these codes.
export const SYNC_PERIODS = {
  "30D": { days: 30, months: null },
  "1M": { days: null, months: 1 },
  "2M": { days: null, months: 2 },
  "3M": { days: null, months: 3 },
  "6M": { days: null, months: 6 },
  "12M": { days: null, months: 12 },
  "24M": { days: null, months: 24 },
  "1Y": { days: null, months: 12 },
  ALL: { days: null, months: null },
} as const satisfies Record<string, { days: number | null; months: number | null }>;
export type SyncPeriod = keyof typeof SYNC_PERIODS;
export const SYNC_PERIOD_CODES = Object.keys(SYNC_PERIODS) as SyncPeriod[];

// Spec §9. Metrics reach back 18 months at most at the maps service; a store re-import reads the
// whole store, so it has no period.
export const SYNC_KIND_RULES: Record<
  SyncKind,
  { periods: readonly SyncPeriod[]; default: SyncPeriod }
> = {
  REVIEWS: { periods: SYNC_PERIOD_CODES, default: "30D" },
  QANDA: { periods: SYNC_PERIOD_CODES, default: "3M" },
  METRICS: { periods: ["30D", "1M", "2M", "3M", "6M", "12M", "1Y"], default: "3M" },
  STORES: { periods: ["ALL"], default: "ALL" },
};

export function defaultSyncSetting(kind: SyncKind): { period: SyncPeriod; scheduled: boolean } {
  return { period: SYNC_KIND_RULES[kind].default, scheduled: true };
}

export function isSyncPeriodFor(kind: SyncKind, period: string): period is SyncPeriod {
  return (SYNC_KIND_RULES[kind].periods as readonly string[]).includes(period);
}

export function periodStart(period: SyncPeriod, now: Date): Date | null {
  const { days, months } = SYNC_PERIODS[period];
  if (days !== null) return new Date(now.getTime() - days * 86_400_000);
  if (months === null) return null;
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - months);
  return start;
}

/** A GraphQL enum value cannot start with a digit. */
export const SYNC_PERIOD_ENUM = {
  "30D": "DAYS_30",
  "1M": "MONTHS_1",
  "2M": "MONTHS_2",
  "3M": "MONTHS_3",
  "6M": "MONTHS_6",
  "12M": "MONTHS_12",
  "24M": "MONTHS_24",
  "1Y": "YEAR_1",
  ALL: "ALL",
} as const satisfies Record<SyncPeriod, string>;
export type SyncPeriodEnum = (typeof SYNC_PERIOD_ENUM)[SyncPeriod];

export function periodFromEnum(value: string): SyncPeriod | null {
  const found = SYNC_PERIOD_CODES.find((code) => SYNC_PERIOD_ENUM[code] === value);
  return found ?? null;
}
