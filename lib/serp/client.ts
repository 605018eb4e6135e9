import { getSerpConfig, type SerpConfig } from "./config";
import {
  SERP_OK,
  type MapsLiveTask,
  type MapsSearchItem,
  type OrganicItem,
  type OrganicLiveTask,
  type SerpResponse,
  type SerpResult,
} from "./types";

// A typed client of the search-results provider's Live SERP endpoints: one task per request, as
// Live mode takes, and what it cost.

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** A refusal: the HTTP status, or the provider's own code (40202 rate limit, 40200 no balance). */
export class SerpApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = "SerpApiError";
  }

  /** Worth another try later: a rate limit, or the provider's own failure (HTTP 5xx, 5xxxx). */
  get retryable(): boolean {
    const serverSide = (this.code >= 500 && this.code < 600) || this.code >= 50000;
    return this.code === 429 || this.code === 40202 || serverSide;
  }
}

export type SerpAnswer<Item> = { result: SerpResult<Item>; cost: number };

export type SerpClient = {
  mapsSearch(task: MapsLiveTask): Promise<SerpAnswer<MapsSearchItem>>;
  organicSearch(task: OrganicLiveTask): Promise<SerpAnswer<OrganicItem>>;
};

export const MAPS_LIVE_PATH = "/v3/serp/google/maps/live/advanced";
export const ORGANIC_LIVE_PATH = "/v3/serp/google/organic/live/advanced";

export function serpClient(
  config: SerpConfig = getSerpConfig(),
  fetchImpl: FetchLike = fetch,
): SerpClient {
  const authorization = `Basic ${Buffer.from(`${config.login}:${config.password}`).toString("base64")}`;
  async function post<Item>(path: string, task: object): Promise<SerpAnswer<Item>> {
    if (config.mode === "off") throw new SerpApiError(503, "No search-results provider is set");
    const response = await fetchImpl(`${config.base}${path}`, {
      method: "POST",
      headers: { authorization, "content-type": "application/json" },
      body: JSON.stringify([task]),
    });
    if (!response.ok) throw new SerpApiError(response.status, `HTTP ${response.status}`);
    const body = (await response.json()) as SerpResponse<Item>;
    if (body.status_code !== SERP_OK) throw new SerpApiError(body.status_code, body.status_message);
    const [answered] = body.tasks;
    if (!answered) throw new SerpApiError(50000, "The answer holds no task");
    if (answered.status_code !== SERP_OK)
      throw new SerpApiError(answered.status_code, answered.status_message);
    const result = answered.result?.[0];
    if (!result) throw new SerpApiError(50000, "The task holds no result");
    return { result, cost: answered.cost };
  }
  return {
    mapsSearch: (task) => post<MapsSearchItem>(MAPS_LIVE_PATH, task),
    organicSearch: (task) => post<OrganicItem>(ORGANIC_LIVE_PATH, task),
  };
}

/** "lat,lng,zoomz", at most 7 decimals, as the provider takes a point of the map. */
export function mapsCoordinate(latitude: number, longitude: number, zoom: number): string {
  const fixed = (value: number) => Number(value.toFixed(7)).toString();
  return `${fixed(latitude)},${fixed(longitude)},${Math.round(zoom)}z`;
}
