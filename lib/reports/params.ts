// Pure: a report's filters as URL search params, so a report is a link that reopens the same view.
import { isUuid } from "@/lib/validation/ids";
import { MAX_REPORT_DAYS } from "./range";

export const REPORT_PRESETS = [7, 30, 90, 365] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];
export const DEFAULT_PRESET: ReportPreset = 30;

export const COMPARISONS = {
  previous: "PREVIOUS_PERIOD",
  year: "PREVIOUS_YEAR",
  none: "NONE",
} as const;
export type ComparisonParam = keyof typeof COMPARISONS;

export const REPORT_PARAM_LIMITS = {
  /** A custom range: as many days as the API accepts. */
  maxDays: MAX_REPORT_DAYS,
  /** Chosen stores stay few enough to be named from the report's top and bottom tables. */
  maxStores: 20,
  maxLabels: 20,
  maxCities: 20,
  maxTextLength: 100,
} as const;

export type ReportParams = {
  workspaceId: string | null;
  preset: ReportPreset | null;
  range: { from: string; to: string };
  compare: ComparisonParam;
  storeIds: string[];
  labels: string[];
  cities: string[];
};

export type ReportParamError =
  | "invalidWorkspace"
  | "invalidPreset"
  | "invalidDay"
  | "rangeOrder"
  | "rangeTooLong"
  | "rangeInFuture"
  | "invalidComparison"
  | "invalidStore"
  | "tooManyStores"
  | "tooManyValues";

export type ParsedReportParams =
  { ok: true; params: ReportParams } | { ok: false; error: ReportParamError };

type RawParams = Record<string, string | string[] | undefined>;

const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const list = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const single = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

function dayNumber(day: string): number | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(time).toISOString().slice(0, 10) === day ? time / DAY_MS : null;
}

const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** "YYYY-MM-DD" of the day before `now` (UTC): today's numbers are not final yet. */
export function yesterday(now: Date): string {
  return dayText(Math.floor(now.getTime() / DAY_MS) - 1);
}

/** The `days` days ending yesterday, both included. */
export function presetRange(days: number, now: Date): { from: string; to: string } {
  const end = Math.floor(now.getTime() / DAY_MS) - 1;
  return { from: dayText(end - days + 1), to: dayText(end) };
}

export function rangeDays(range: { from: string; to: string }): number {
  return (dayNumber(range.to) ?? 0) - (dayNumber(range.from) ?? 0) + 1;
}

function texts(values: string[]): string[] | null {
  const trimmed = [...new Set(values.map((v) => v.trim()).filter(Boolean))];
  return trimmed.some((v) => v.length > REPORT_PARAM_LIMITS.maxTextLength) ? null : trimmed;
}

/** A bad value is an error to show, never a guess. */
export function parseReportParams(raw: RawParams, now: Date): ParsedReportParams {
  const workspace = single(raw.workspace);
  if (workspace !== undefined && workspace !== "" && !isUuid(workspace))
    return { ok: false, error: "invalidWorkspace" };

  const compare = single(raw.compare) ?? "previous";
  if (!Object.hasOwn(COMPARISONS, compare)) return { ok: false, error: "invalidComparison" };

  const from = single(raw.from);
  const to = single(raw.to);
  let preset: ReportPreset | null = null;
  let range: { from: string; to: string };
  if (from !== undefined || to !== undefined) {
    const start = dayNumber(from ?? "");
    const end = dayNumber(to ?? "");
    if (start === null || end === null) return { ok: false, error: "invalidDay" };
    if (start > end) return { ok: false, error: "rangeOrder" };
    if (end > Math.floor(now.getTime() / DAY_MS)) return { ok: false, error: "rangeInFuture" };
    if (end - start + 1 > REPORT_PARAM_LIMITS.maxDays) return { ok: false, error: "rangeTooLong" };
    range = { from: from!, to: to! };
  } else {
    const days = Number(single(raw.days) ?? DEFAULT_PRESET);
    if (!REPORT_PRESETS.includes(days as ReportPreset))
      return { ok: false, error: "invalidPreset" };
    preset = days as ReportPreset;
    range = presetRange(preset, now);
  }

  const storeIds = [...new Set(list(raw.store))];
  if (!storeIds.every(isUuid)) return { ok: false, error: "invalidStore" };
  if (storeIds.length > REPORT_PARAM_LIMITS.maxStores) return { ok: false, error: "tooManyStores" };
  const labels = texts(list(raw.label));
  const cities = texts(list(raw.city));
  if (
    !labels ||
    !cities ||
    labels.length > REPORT_PARAM_LIMITS.maxLabels ||
    cities.length > REPORT_PARAM_LIMITS.maxCities
  )
    return { ok: false, error: "tooManyValues" };

  return {
    ok: true,
    params: {
      workspaceId: workspace || null,
      preset,
      range,
      compare: compare as ComparisonParam,
      storeIds,
      labels,
      cities,
    },
  };
}

/** The search params of a report's filters; defaults are left out so links stay short. */
export function writeReportParams(params: ReportParams): URLSearchParams {
  const out = new URLSearchParams();
  if (params.workspaceId) out.set("workspace", params.workspaceId);
  if (params.preset === null) {
    out.set("from", params.range.from);
    out.set("to", params.range.to);
  } else if (params.preset !== DEFAULT_PRESET) out.set("days", String(params.preset));
  if (params.compare !== "previous") out.set("compare", params.compare);
  for (const id of params.storeIds) out.append("store", id);
  for (const label of params.labels) out.append("label", label);
  for (const city of params.cities) out.append("city", city);
  return out;
}

export function reportVariables(params: ReportParams) {
  return {
    range: params.range,
    compareTo: COMPARISONS[params.compare],
    workspaceId: params.workspaceId,
    storeIds: params.storeIds.length ? params.storeIds : null,
    labels: params.labels.length ? params.labels : null,
    cities: params.cities.length ? params.cities : null,
  };
}

export function reportFiltersInput(params: ReportParams) {
  return {
    workspaceId: params.workspaceId,
    storeIds: params.storeIds,
    labels: params.labels,
    cities: params.cities,
    days: rangeDays(params.range),
  };
}
