// Spec §3-§5 for rank tracking: what a ranking holds, the keyword rule, no repeated entries, the
// grid around a store and when a ranking runs next. Pure, without zod: forms and the server share
// it (schema.ts builds the server's schemas on it).

import { foldText } from "@/lib/format/text";

export const RANKING_FREQUENCIES = ["ONCE", "MONTHLY", "TWICE_A_MONTH"] as const;
export type RankingFrequency = (typeof RANKING_FREQUENCIES)[number];

export const RANKING_DEVICES = ["DESKTOP", "MOBILE"] as const;
export type RankingDevice = (typeof RANKING_DEVICES)[number];

export const RANKING_LIMITS = {
  name: { min: 1, max: 80 },
  /** A keyword counts at least this many letters (spec §5). */
  keywordLetters: 3,
  keyword: { max: 80 },
  /** Keywords, competitors and business names of one ranking. */
  entries: 10,
  entry: { max: 120 },
  stores: 1_000,
  /** Provider calls one run may make: stores × keywords × grid points. */
  callsPerRun: 250_000,
} as const;

/** Grid sizes (points per side): odd, so the store stands at the centre; 3×3 to 15×15. */
export const GRID_SIZES = [3, 5, 7, 9, 11, 13, 15] as const;
export const GRID_SPACING_KM = { min: 0.1, max: 10 } as const;

export type RankingIssue =
  "keywordLetters" | "duplicate" | "tooMany" | "gridSize" | "gridSpacing" | "tooManyChecks";

/** Whether a keyword has enough letters ("5g" and "ab" have not; "café" has). */
export function keywordIssue(keyword: string): RankingIssue | null {
  const letters = keyword.match(/\p{L}/gu)?.length ?? 0;
  return letters < RANKING_LIMITS.keywordLetters ? "keywordLetters" : null;
}

/** The form two entries are compared in: case, accents and spacing aside. */
export function entryKey(entry: string): string {
  return foldText(entry).trim().replace(/\s+/gu, " ");
}

/** The positions of entries that repeat an earlier one ("Pizza Roma" after "pizza  roma"). */
export function repeatedEntries(entries: readonly string[]): number[] {
  const seen = new Set<string>();
  return entries.flatMap((entry, index) => {
    const key = entryKey(entry);
    if (seen.has(key)) return [index];
    seen.add(key);
    return [];
  });
}

export type Grid = { size: number; spacingKm: number };

export function gridIssue(grid: Grid): RankingIssue | null {
  if (!(GRID_SIZES as readonly number[]).includes(grid.size)) return "gridSize";
  if (!(grid.spacingKm >= GRID_SPACING_KM.min && grid.spacingKm <= GRID_SPACING_KM.max))
    return "gridSpacing";
  return null;
}

/** Points a store is checked at: the grid's, or the store's own spot without one. */
export function pointsPerStore(grid: Grid | null): number {
  return grid ? grid.size * grid.size : 1;
}

export type GridPoint = { row: number; column: number; latitude: number; longitude: number };

const KM_PER_DEGREE = 111.32;

/** The grid's points around a store, row 0 to the north, column 0 to the west. */
export function gridPoints(
  center: { latitude: number; longitude: number },
  grid: Grid | null,
): GridPoint[] {
  if (!grid) return [{ row: 0, column: 0, ...center }];
  const half = (grid.size - 1) / 2;
  const perLngKm = KM_PER_DEGREE * Math.max(0.01, Math.cos((center.latitude * Math.PI) / 180));
  const round = (value: number) => Math.round(value * 1e7) / 1e7;
  return Array.from({ length: grid.size * grid.size }, (_, i) => {
    const row = Math.floor(i / grid.size);
    const column = i % grid.size;
    return {
      row,
      column,
      latitude: round(center.latitude + ((half - row) * grid.spacingKm) / KM_PER_DEGREE),
      longitude: round(center.longitude + ((column - half) * grid.spacingKm) / perLngKm),
    };
  });
}

/**
 * The map's zoom a point is searched at: the view reaches about two and a half grid steps, so
 * neighbouring points see overlapping but different maps; a store alone is searched at 14z.
 */
export function searchZoom(grid: Grid | null): number {
  if (!grid) return 14;
  const radiusKm = Math.max(0.5, 2.5 * grid.spacingKm);
  return Math.min(18, Math.max(10, Math.round(13 + Math.log2(10 / radiusKm))));
}

/**
 * When a ranking runs after one that ran at `last`: never again for ONCE; a month on for MONTHLY
 * (the month's last day when it has no such day); the 1st and the 16th for TWICE_A_MONTH, at the
 * same time of day.
 */
export function nextRunAfter(frequency: RankingFrequency, last: Date): Date | null {
  if (frequency === "ONCE") return null;
  const next = new Date(last);
  if (frequency === "TWICE_A_MONTH") {
    const day = last.getUTCDate();
    if (day < 16) next.setUTCDate(16);
    else next.setUTCMonth(last.getUTCMonth() + 1, 1);
    return next;
  }
  const day = last.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/** A grid point's rank summarised: its average, and the share of points in the top three. */
export function gridSummary(ranks: readonly (number | null)[]): {
  averageRank: number | null;
  topThreeShare: number;
  found: number;
} {
  const found = ranks.filter((rank): rank is number => rank !== null);
  const average = found.length ? found.reduce((sum, rank) => sum + rank, 0) / found.length : null;
  return {
    averageRank: average === null ? null : Math.round(average * 10) / 10,
    topThreeShare: ranks.length ? found.filter((rank) => rank <= 3).length / ranks.length : 0,
    found: found.length,
  };
}

export type Rival = {
  placeId: string;
  title: string;
  competitor: boolean;
  /** Grid points where it showed above the store (or where the store did not show). */
  cells: { row: number; column: number }[];
  bestRank: number;
};

/** The places that beat the store at its grid points, the most points first. */
export function rivalsOf(
  points: readonly {
    row: number;
    column: number;
    above: readonly { rank: number; title: string; placeId: string; competitor: boolean }[];
  }[],
): Rival[] {
  const rivals = new Map<string, Rival>();
  for (const point of points)
    for (const place of point.above) {
      const rival = rivals.get(place.placeId) ?? {
        placeId: place.placeId,
        title: place.title,
        competitor: place.competitor,
        cells: [],
        bestRank: place.rank,
      };
      rival.cells.push({ row: point.row, column: point.column });
      rival.bestRank = Math.min(rival.bestRank, place.rank);
      rivals.set(place.placeId, rival);
    }
  return [...rivals.values()].sort(
    (a, b) =>
      Number(b.competitor) - Number(a.competitor) ||
      b.cells.length - a.cells.length ||
      a.bestRank - b.bestRank ||
      a.title.localeCompare(b.title),
  );
}

/** Where an issue of the API's input shows on the new-ranking form ("grid.size": the grid's size). */
export function rankingFormField(path: string): string {
  if (path.startsWith("locationIds") || path === "workspaceId") return "stores";
  if (path === "grid.size") return "gridSize";
  if (path === "grid.spacingKm") return "gridSpacingKm";
  return path;
}

/** The new-ranking form's values: its stores as the shared store target, its grid as fields. */
export type RankingFormValues = {
  name: string;
  target: "workspace" | "stores" | null;
  stores: { id: string; title: string }[];
  workspaceId: string | null;
  keywords: string[];
  competitors: string[];
  businessNames: string[];
  frequency: RankingFrequency;
  device: RankingDevice;
  gridOn: boolean;
  gridSize: number;
  gridSpacingKm: number;
};

/** The form's values as the API's input. */
export function rankingFormInput(values: RankingFormValues) {
  const { target, stores, workspaceId, gridOn, gridSize, gridSpacingKm, ...rest } = values;
  return {
    ...rest,
    locationIds: target === "stores" ? stores.map((store) => store.id) : [],
    workspaceId: target === "workspace" ? workspaceId : null,
    grid: gridOn ? { size: gridSize, spacingKm: gridSpacingKm } : null,
  };
}

/**
 * How a store's average rank moved since the run before: up (a smaller number) or down by how
 * much, the same, or a first reading (no run before had the store and keyword).
 */
export function rankChange(
  now: number | null,
  before: number | null,
  beforeShare: number | null,
): { kind: "first" } | { kind: "same" } | { kind: "up" | "down"; by: number } {
  if (beforeShare === null) return { kind: "first" };
  // Not shown counts as one past the provider's deepest page, so leaving or entering shows.
  const value = (rank: number | null) => rank ?? 101;
  const by = Math.round((value(before) - value(now)) * 10) / 10;
  if (by === 0) return { kind: "same" };
  return by > 0 ? { kind: "up", by } : { kind: "down", by: -by };
}

export const RANK_BANDS = ["top3", "top10", "top20", "beyond", "none"] as const;
export type RankBand = (typeof RANK_BANDS)[number];

/** The colour band of a rank on the grid map. */
export function rankBand(rank: number | null): RankBand {
  if (rank === null) return "none";
  if (rank <= 3) return "top3";
  if (rank <= 10) return "top10";
  return rank <= 20 ? "top20" : "beyond";
}
