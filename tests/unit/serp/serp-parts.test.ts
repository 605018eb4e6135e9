// The search-results client's and simulator's pure parts: coordinates in the provider's formats,
// what a keyword asks for, the order of places and which refusals are worth another try.
import { describe, expect, it } from "vitest";
import { mapsCoordinate, SerpApiError } from "@/lib/serp/client";
import { getSerpConfig, serpServiceMode } from "@/lib/serp/config";
import {
  distanceKm,
  parseMapsCoordinate,
  parseOrganicCoordinate,
  viewRadiusKm,
} from "@/lib/serp-simulator/geo";
import { rankPlaces } from "@/lib/serp-simulator/rank";
import { relevance, topicWords } from "@/lib/serp-simulator/words";

const place = (id: string, over: Partial<Parameters<typeof rankPlaces>[0][number]> = {}) => ({
  placeId: id,
  cid: id,
  title: "Tienda Centro",
  categories: ["Tienda de ropa"],
  domain: null,
  url: null,
  address: null,
  latitude: 0,
  longitude: 0,
  rating: 4.5,
  votes: 100,
  claimed: true,
  distanceKm: 1,
  ...over,
});

describe("coordinates", () => {
  it("writes and reads a point of the map as lat,lng,zoomz", () => {
    expect(mapsCoordinate(40.41681234567, -3.7038, 14)).toBe("40.4168123,-3.7038,14z");
    expect(parseMapsCoordinate("40.4168123,-3.7038,14z")).toEqual({
      latitude: 40.4168123,
      longitude: -3.7038,
      zoom: 14,
    });
    expect(parseMapsCoordinate("40.4,-3.7")?.zoom).toBe(17);
    expect(parseMapsCoordinate("91,0,14z")).toBeNull();
    expect(parseMapsCoordinate("40.4,-3.7,2z")).toBeNull();
    expect(parseOrganicCoordinate("40.4,-3.7,5000")?.radiusKm).toBe(5);
  });

  it("measures distances and a map's reach", () => {
    expect(distanceKm(40.4168, -3.7038, 41.3874, 2.1686)).toBeCloseTo(505, -1);
    expect(viewRadiusKm(13)).toBe(10);
    expect(viewRadiusKm(14)).toBe(5);
  });
});

describe("what a keyword asks for", () => {
  it("drops the words every local search carries", () => {
    expect(topicWords("Tienda de ropa cerca de mí")).toEqual(["tienda", "ropa"]);
    expect(topicWords("pizza near me")).toEqual(["pizza"]);
  });

  it("matches a place by its categories and name, plurals and accents aside", () => {
    const shop = { title: "Acme Retail Palermo", categories: ["Tienda de ropa"] };
    expect(relevance("ropa", shop)).toBe(1);
    expect(relevance("tiendas de ropa", shop)).toBe(1);
    expect(relevance("ropa deportiva", shop)).toBe(0.5);
    expect(relevance("pizzería", shop)).toBe(0);
    expect(relevance("cafe", { title: "Globex Café Centro", categories: [] })).toBe(1);
  });
});

describe("the order of places", () => {
  const search = { keyword: "ropa", radiusKm: 5, period: 1, device: "desktop", depth: 20 };

  it("puts a near, well-rated place before a far, poorly rated one, and leaves out the unrelated", () => {
    const ranked = rankPlaces(
      [
        place("far", { distanceKm: 4.5, rating: 3.2, votes: 5 }),
        place("near", { distanceKm: 0.2 }),
        place("other", { categories: ["Veterinario"], title: "Clínica" }),
      ],
      search,
    );
    expect(ranked.map((p) => p.placeId)).toEqual(["near", "far"]);
  });

  it("is the same for the same period and cut at the depth", () => {
    const many = Array.from({ length: 30 }, (_, i) => place(`p${i}`, { distanceKm: 1 + (i % 3) }));
    expect(rankPlaces(many, search)).toEqual(rankPlaces(many, search));
    expect(rankPlaces(many, { ...search, depth: 10 })).toHaveLength(10);
  });
});

describe("the client's refusals and modes", () => {
  it("retries a rate limit and the provider's failures, not a bad field", () => {
    expect(new SerpApiError(40202, "Rate-limit is over").retryable).toBe(true);
    expect(new SerpApiError(429, "HTTP 429").retryable).toBe(true);
    expect(new SerpApiError(503, "HTTP 503").retryable).toBe(true);
    expect(new SerpApiError(50000, "Internal Error.").retryable).toBe(true);
    expect(new SerpApiError(40501, "Invalid Field").retryable).toBe(false);
    expect(new SerpApiError(40200, "Payment Required").retryable).toBe(false);
  });

  it("uses the simulator only when asked for in production", () => {
    expect(serpServiceMode({ NODE_ENV: "production" })).toBe("off");
    expect(serpServiceMode({ NODE_ENV: "production", SERP_SERVICE: "simulator" })).toBe(
      "simulator",
    );
    expect(serpServiceMode({ SERP_SERVICE: "dataforseo" })).toBe("dataforseo");
    expect(serpServiceMode({ NODE_ENV: "test" })).toBe("simulator");
  });

  it("paces calls at the account's limit, the simulator's own when it answers", () => {
    expect(getSerpConfig({ SERP_SERVICE: "dataforseo" }).callsPerMinute).toBe(2_000);
    const sim = { SERP_SERVICE: "simulator", SERP_SIM_CALLS_PER_MINUTE: "5000" };
    expect(getSerpConfig({ ...sim, SERP_SERVICE: "dataforseo" }).callsPerMinute).toBe(2_000);
    expect(getSerpConfig(sim).callsPerMinute).toBe(5_000);
    expect(getSerpConfig({ SERP_SERVICE: "simulator" }).callsPerMinute).toBe(60_000);
    expect(getSerpConfig({ ...sim, SERP_SIM_CALLS_PER_MINUTE: "none" }).callsPerMinute).toBe(
      60_000,
    );
  });
});
