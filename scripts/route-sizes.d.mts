export const ROUTE_STATS_FILE: string;
export type RouteSize = { route: string; gz: number; raw: number | null };
export function routeSizes(statsFile?: string): RouteSize[] | null;
export function kB(bytes: number): string;
