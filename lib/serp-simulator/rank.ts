import { drawFrom } from "@/lib/random";
import type { Place } from "./places";
import { relevance } from "./words";

// How the simulator orders the places of a search: what the keyword asks for, how well known and
// rated a place is, how near it is to the searcher, and a little noise of its own that changes
// once per period, so ranks move over time as real ones do, and stand still within a period.

/** How long the simulated results stay the same (SERP_SIM_PERIOD_MS; six hours by default). */
export function serpPeriodMs(env: Record<string, string | undefined> = process.env): number {
  return Number(env.SERP_SIM_PERIOD_MS) || 6 * 3_600_000;
}

/** A place's score for a search, higher first; 0 when it does not answer the keyword at all. */
export function placeScore(
  place: Place & { distanceKm: number },
  search: { keyword: string; radiusKm: number; period: number; device: string },
): number {
  const fit = relevance(search.keyword, place);
  if (fit === 0) return 0;
  const prominence = (place.rating / 5) ** 2 * (1 + Math.log10(1 + place.votes) / 3);
  const nearness = 1 / (1 + (place.distanceKm / (0.35 * search.radiusKm)) ** 2);
  // A phone's searcher is weighed a little more by distance, as the maps service does.
  const reach = search.device === "mobile" ? nearness ** 1.2 : nearness;
  const noise = drawFrom(`serp-noise:${place.placeId}:${search.keyword}:${search.period}`).next();
  return fit * prominence * reach * (0.8 + 0.4 * noise);
}

/** The places in the order the search shows them, best first, at most `depth`. */
export function rankPlaces<P extends Place & { distanceKm: number }>(
  places: P[],
  search: { keyword: string; radiusKm: number; period: number; device: string; depth: number },
): P[] {
  return places
    .map((place) => ({ place, score: placeScore(place, search) }))
    .filter((scored) => scored.score > 0)
    .sort((a, b) => b.score - a.score || a.place.placeId.localeCompare(b.place.placeId))
    .slice(0, search.depth)
    .map((scored) => scored.place);
}
