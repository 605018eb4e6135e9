// Facets: a list's choices beyond its column filters (a rating, a status, some stores, a date range,
// a free-text search). Each lives in the URL under its own key, like the rest of the table's view,
// so a filtered view can be shared and survives a reload. Pure functions: the server page parses
// the same URL the client writes, and anything outside a facet's allowlist is dropped.
import { toDateParts } from "@/lib/format/date";
import { lengthIssue } from "@/lib/validation/length";

export type FacetDef =
  /** Some of a fixed list of values (`multiple`), or one of them. */
  | { id: string; kind: "choice"; options: readonly string[]; multiple: boolean }
  /** Values of an open set (ids, resource names), each matching `pattern` (the whole value). */
  | { id: string; kind: "values"; pattern: string; max: number }
  /** Free text of `min` to `max` characters (lib/validation/length's count). */
  | { id: string; kind: "text"; min: number; max: number }
  /** Calendar days YYYY-MM-DD, either end open; written `from..to` in one key. */
  | { id: string; kind: "dateRange" };

/**
 * The active facets by id, each as a list: a choice's or values' picks, a text as [text], a date
 * range as [from, to] with "" for an open end. Facets without values are absent.
 */
export type FacetValues = Readonly<Record<string, readonly string[]>>;

const RANGE = "..";
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Longer than any id or resource name a list filters by; a longer one is not a real value. */
const MAX_VALUE_LENGTH = 300;

const isDay = (value: string) => DAY.test(value) && toDateParts(value) !== null;

function fullMatch(pattern: string): RegExp {
  return new RegExp(`^(?:${pattern})$`);
}

/** A facet's values as the URL gave them (every occurrence of its key), or null to drop it. */
function parseFacet(raw: readonly string[], def: FacetDef): string[] | null {
  switch (def.kind) {
    case "choice": {
      // In the allowlist's order, so the same picks always give the same URL and key.
      const picked = def.options.filter((option) => raw.includes(option));
      const kept = def.multiple ? picked : picked.slice(0, 1);
      return kept.length > 0 ? kept : null;
    }
    case "values": {
      const pattern = fullMatch(def.pattern);
      const kept = [...new Set(raw.map((value) => value.trim()))]
        .filter((value) => value.length <= MAX_VALUE_LENGTH && pattern.test(value))
        .slice(0, def.max);
      return kept.length > 0 ? kept : null;
    }
    case "text": {
      const text = (raw[0] ?? "").trim().normalize("NFC");
      return text && !lengthIssue(text, def) ? [text] : null;
    }
    case "dateRange": {
      const parts = (raw[0] ?? "").split(RANGE);
      if (parts.length !== 2) return null;
      const [from, to] = parts.map((part) => part.trim());
      if (!from && !to) return null;
      if ((from && !isDay(from)) || (to && !isDay(to))) return null;
      // Spec §5: the from date is not later than the to date.
      if (from && to && from > to) return null;
      return [from, to];
    }
  }
}

function encodeFacet(values: readonly string[], def: FacetDef): string[] {
  if (def.kind === "dateRange") return [`${values[0] ?? ""}${RANGE}${values[1] ?? ""}`];
  return [...values];
}

/** The facets of `defs` found in `read(key)` (every value of a URL key). */
export function parseFacets(
  read: (key: string) => readonly string[],
  defs: readonly FacetDef[],
): FacetValues {
  const result: Record<string, string[]> = {};
  for (const def of defs) {
    const values = parseFacet(read(def.id), def);
    if (values) result[def.id] = values;
  }
  return result;
}

/** `params` with every facet key of `defs` replaced by `values`; what parse would drop is left out. */
export function writeFacets(
  params: URLSearchParams,
  values: FacetValues,
  defs: readonly FacetDef[],
) {
  for (const def of defs) {
    params.delete(def.id);
    const given = values[def.id];
    if (!given?.length) continue;
    const kept = parseFacet(encodeFacet(given, def), def);
    for (const value of kept ? encodeFacet(kept, def) : []) params.append(def.id, value);
  }
}

/** A facet's picks (choices, values); empty when it is not active. */
export const facetList = (values: FacetValues | undefined, id: string): readonly string[] =>
  values?.[id] ?? [];

/** A text facet's text, or null. */
export const facetText = (values: FacetValues | undefined, id: string): string | null =>
  values?.[id]?.[0] || null;

/** A date-range facet's ends (YYYY-MM-DD), null when open. */
export function facetRange(values: FacetValues | undefined, id: string) {
  const [from = "", to = ""] = values?.[id] ?? [];
  return { from: from || null, to: to || null };
}

export const hasFacets = (values: FacetValues | undefined) =>
  Object.values(values ?? {}).some((list) => list.length > 0);

/** The same facets with the same values: a selection made under other facets no longer applies. */
export const facetsKey = (values: FacetValues | undefined) =>
  Object.keys(values ?? {})
    .sort()
    .map((id) => `${id}=${values![id].join(",")}`)
    .join("&");
