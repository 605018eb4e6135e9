// The search-results provider's shapes: DataForSEO's SERP API v3, Live mode, "advanced" results
// (https://docs.dataforseo.com/v3/serp/google/maps/live/advanced and …/organic/live/advanced).
// The client (client.ts) and the simulator (lib/serp-simulator) both speak exactly these.

export type SerpDevice = "desktop" | "mobile";

/** One task of a Live Google Maps request: a keyword searched at a point of the map. */
export type MapsLiveTask = {
  keyword: string;
  /** "latitude,longitude,zoom": "40.4168,-3.7038,14z" (zoom 3z to 21z, 17z when left out). */
  location_coordinate: string;
  /** "en", "es". */
  language_code: string;
  device?: SerpDevice;
  os?: "windows" | "macos" | "android" | "ios";
  /** Results wanted: up to 100 are billed as one SERP (a phone's map shows 20 at most). */
  depth?: number;
  /** Ours, echoed back in the task's `data`. */
  tag?: string;
  /** Only the places within the map's view (true by default). */
  search_this_area?: boolean;
};

/** One task of a Live Google Organic request: a keyword searched from a place. */
export type OrganicLiveTask = {
  keyword: string;
  /** "latitude,longitude,radius" with the radius in metres: "40.4168,-3.7038,5000". */
  location_coordinate?: string;
  location_code?: number;
  language_code: string;
  device?: SerpDevice;
  os?: "windows" | "macos" | "android" | "ios";
  depth?: number;
  tag?: string;
};

export type RatingInfo = {
  rating_type: "Max5";
  value: number | null;
  votes_count: number | null;
  rating_max: number | null;
};

/** A place of the map's list. */
export type MapsSearchItem = {
  type: "maps_search";
  /** Place among the map's places, from 1. */
  rank_group: number;
  rank_absolute: number;
  domain: string | null;
  title: string;
  url: string | null;
  rating: RatingInfo | null;
  address: string | null;
  place_id: string;
  /** Google's customer id of the place (the profile's maps URI ends in `?cid=`). */
  cid: string;
  latitude: number;
  longitude: number;
  category: string | null;
  additional_categories: string[] | null;
  is_claimed: boolean;
};

/** A web result of the search page. */
export type OrganicItem = {
  type: "organic";
  rank_group: number;
  rank_absolute: number;
  position: "left" | "right";
  domain: string;
  title: string;
  url: string;
  description: string | null;
  breadcrumb: string | null;
};

export type SerpResult<Item> = {
  keyword: string;
  type: "maps" | "organic";
  se_domain: string;
  location_code: number | null;
  language_code: string;
  check_url: string;
  /** "2026-12-01 07:45:00 +00:00". */
  datetime: string;
  item_types: string[];
  se_results_count: number;
  items_count: number;
  items: Item[];
};

/** Status codes: 20000 is ok; 40xxx are the caller's (40202 a rate limit), 50xxx the provider's. */
export type SerpTask<Item> = {
  id: string;
  status_code: number;
  status_message: string;
  time: string;
  /** What the task cost, in US dollars. */
  cost: number;
  result_count: number;
  path: string[];
  data: Record<string, unknown>;
  result: SerpResult<Item>[] | null;
};

export type SerpResponse<Item> = {
  version: string;
  status_code: number;
  status_message: string;
  time: string;
  cost: number;
  tasks_count: number;
  tasks_error: number;
  tasks: SerpTask<Item>[];
};

export const SERP_OK = 20000;
