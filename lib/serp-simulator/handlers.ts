import "server-only";
import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/db/client";
import type {
  MapsLiveTask,
  MapsSearchItem,
  OrganicItem,
  OrganicLiveTask,
  SerpResponse,
  SerpResult,
  SerpTask,
} from "@/lib/serp/types";
import { parseMapsCoordinate, parseOrganicCoordinate, viewRadiusKm } from "./geo";
import { placesAnywhere, placesNear } from "./places";
import { rankPlaces, serpPeriodMs } from "./rank";
import { topicWords } from "./words";

// The two Live endpoints the app calls, answered in the provider's envelope: one task per request,
// its cost (what the provider charges for a Live SERP of up to 100 results), its status code.

/** US dollars a Live task costs at the provider's list price. */
export const SIM_TASK_COST = 0.002;
const MOBILE_DEPTH = 20;
const MAX_DEPTH = 100;
/** How far a country's search reaches, for the places' nearness: none is nearer than another. */
const COUNTRY_RADIUS_KM = 500;

type Refusal = { code: number; message: string };

const stamp = (date: Date) => `${date.toISOString().slice(0, 19).replace("T", " ")} +00:00`;

function envelope<Item>(task: SerpTask<Item>, started: number): SerpResponse<Item> {
  const time = `${((Date.now() - started) / 1000).toFixed(4)} sec.`;
  return {
    version: "0.1.20261201",
    status_code: 20000,
    status_message: "Ok.",
    time,
    cost: task.cost,
    tasks_count: 1,
    tasks_error: task.status_code === 20000 ? 0 : 1,
    tasks: [task],
  };
}

function taskOf<Item>(
  path: string[],
  data: Record<string, unknown>,
  answer: SerpResult<Item> | Refusal,
): SerpTask<Item> {
  const refused = "code" in answer;
  return {
    id: randomUUID(),
    status_code: refused ? answer.code : 20000,
    status_message: refused ? answer.message : "Ok.",
    time: "0.0100 sec.",
    cost: refused ? 0 : SIM_TASK_COST,
    result_count: refused ? 0 : 1,
    path,
    data,
    result: refused ? null : [answer],
  };
}

function checkCommon(task: { keyword?: unknown; language_code?: unknown; device?: unknown }) {
  if (typeof task.keyword !== "string" || task.keyword.trim() === "")
    return { code: 40501, message: "Invalid Field: 'keyword'." };
  if (task.keyword.length > 700) return { code: 40501, message: "Invalid Field: 'keyword'." };
  if (typeof task.language_code !== "string" || !/^[a-z]{2}$/.test(task.language_code))
    return { code: 40501, message: "Invalid Field: 'language_code'." };
  if (task.device !== undefined && task.device !== "desktop" && task.device !== "mobile")
    return { code: 40501, message: "Invalid Field: 'device'." };
  return null;
}

const depthOf = (task: { depth?: number; device?: string }) =>
  Math.min(task.device === "mobile" ? MOBILE_DEPTH : MAX_DEPTH, Math.max(1, task.depth ?? 100));

export async function mapsLive(db: Db, task: MapsLiveTask, path: string[], now = new Date()) {
  const started = Date.now();
  const data = { api: "serp", function: "live", se: "google", se_type: "maps", ...task };
  const point = parseMapsCoordinate(String(task.location_coordinate ?? ""));
  const refusal =
    checkCommon(task) ??
    (point ? null : { code: 40501, message: "Invalid Field: 'location_coordinate'." });
  if (refusal || !point) return envelope(taskOf<MapsSearchItem>(path, data, refusal!), started);

  const device = task.device ?? "desktop";
  const radiusKm = viewRadiusKm(point.zoom);
  // Without "search this area" the list reaches past the view, as the provider warns.
  const reach = task.search_this_area === false ? radiusKm * 3 : radiusKm;
  const period = Math.floor(now.getTime() / serpPeriodMs());
  const places = rankPlaces(await placesNear(db, point, reach, task.keyword), {
    keyword: task.keyword,
    radiusKm,
    period,
    device,
    depth: depthOf(task),
  });
  const items: MapsSearchItem[] = places.map((place, i) => ({
    type: "maps_search",
    rank_group: i + 1,
    rank_absolute: i + 1,
    domain: place.domain,
    title: place.title,
    url: place.url,
    rating: { rating_type: "Max5", value: place.rating, votes_count: place.votes, rating_max: 5 },
    address: place.address,
    place_id: place.placeId,
    cid: place.cid,
    latitude: place.latitude,
    longitude: place.longitude,
    category: place.categories[0] ?? null,
    additional_categories: place.categories.length > 1 ? place.categories.slice(1) : null,
    is_claimed: place.claimed,
  }));
  const result: SerpResult<MapsSearchItem> = {
    keyword: task.keyword,
    type: "maps",
    se_domain: "google.com",
    location_code: null,
    language_code: task.language_code,
    check_url: `https://google.com/maps/search/${encodeURIComponent(task.keyword)}/@${task.location_coordinate}?hl=${task.language_code}`,
    datetime: stamp(now),
    item_types: ["maps_search"],
    se_results_count: items.length,
    items_count: items.length,
    items,
  };
  return envelope(taskOf(path, data, result), started);
}

/** Sites every local search shows beside the businesses' own. */
const DIRECTORIES = [
  { domain: "www.yelp.com", name: "Yelp" },
  { domain: "www.tripadvisor.com", name: "Tripadvisor" },
  { domain: "www.paginasamarillas.es", name: "Páginas Amarillas" },
  { domain: "www.facebook.com", name: "Facebook" },
  { domain: "www.instagram.com", name: "Instagram" },
];

export async function organicLive(db: Db, task: OrganicLiveTask, path: string[], now = new Date()) {
  const started = Date.now();
  const data = { api: "serp", function: "live", se: "google", se_type: "organic", ...task };
  const point = task.location_coordinate ? parseOrganicCoordinate(task.location_coordinate) : null;
  // Without a point, a location code names a country: the search is made from anywhere in it.
  const country = !task.location_coordinate && Number.isInteger(task.location_code);
  const refusal =
    checkCommon(task) ??
    (point || country ? null : { code: 40501, message: "Invalid Field: 'location_coordinate'." });
  if (refusal) return envelope(taskOf<OrganicItem>(path, data, refusal), started);

  const device = task.device ?? "desktop";
  const period = Math.floor(now.getTime() / serpPeriodMs());
  const radiusKm = point?.radiusKm ?? COUNTRY_RADIUS_KM;
  const places = point
    ? await placesNear(db, point, radiusKm, task.keyword)
    : await placesAnywhere(db);
  const ranked = rankPlaces(places, {
    keyword: task.keyword,
    radiusKm,
    period,
    device,
    depth: 200,
  });
  // A business site shows once, at its best page; the directories' listing pages slot in between.
  const seen = new Set<string>();
  const sites = ranked.flatMap((place) => {
    if (!place.domain || seen.has(place.domain)) return [];
    seen.add(place.domain);
    return [
      { domain: place.domain, title: place.title, url: place.url ?? `https://${place.domain}/` },
    ];
  });
  const topic = topicWords(task.keyword).join(" ");
  const directories = DIRECTORIES.map((site, i) => ({
    domain: site.domain,
    title: `${topic} - ${site.name}`,
    url: `https://${site.domain}/search?q=${encodeURIComponent(topic)}&n=${period % 7}${i}`,
  }));
  const merged = [...sites];
  directories.forEach((site, i) =>
    merged.splice(Math.min(merged.length, 1 + i * 3 + (period % 2)), 0, site),
  );
  const items: OrganicItem[] = merged.slice(0, depthOf(task)).map((site, i) => ({
    type: "organic",
    rank_group: i + 1,
    rank_absolute: i + 1,
    position: "left",
    domain: site.domain,
    title: site.title,
    url: site.url,
    description: null,
    breadcrumb: site.url,
  }));
  const result: SerpResult<OrganicItem> = {
    keyword: task.keyword,
    type: "organic",
    se_domain: "google.com",
    location_code: point ? null : (task.location_code ?? null),
    language_code: task.language_code,
    check_url: `https://www.google.com/search?q=${encodeURIComponent(task.keyword)}&hl=${task.language_code}`,
    datetime: stamp(now),
    item_types: ["organic"],
    se_results_count: items.length * 1000,
    items_count: items.length,
    items,
  };
  return envelope(taskOf(path, data, result), started);
}
