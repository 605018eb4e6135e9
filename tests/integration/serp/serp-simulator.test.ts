// The search-results client against the simulator, over the route handler as the app serves it:
// the provider's Live Maps and Organic shapes, a seeded store found where it stands and for what
// it sells, its competitors, ranks that stand still within a period and move across periods, and
// the provider's refusals.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/serp-sim/[...path]/route";
import { simLocations } from "@/lib/maps-simulator/schema";
import { mapsCoordinate, SerpApiError, serpClient } from "@/lib/serp/client";
import { getSerpConfig } from "@/lib/serp/config";
import { forgetSerpStores } from "@/lib/serp-simulator/places";
import { closeSimulator, openSimulator, type SimFixture } from "../helpers/maps-sim";

let fixture: SimFixture;
const client = serpClient(getSerpConfig({ SERP_SERVICE: "simulator" }), (input, init) =>
  POST(new Request(input, init)),
);
type Store = {
  title: string;
  latitude: number;
  longitude: number;
  placeId: string;
  category: string;
  website: string;
};
let store: Store;

beforeAll(async () => {
  vi.stubEnv("SERP_SERVICE", "simulator");
  fixture = await openSimulator(40);
  forgetSerpStores();
  const rows = await fixture.handle.db
    .select()
    .from(simLocations)
    .where(eq(simLocations.position, 0));
  const row = rows.find((r) => r.data.metadata?.placeId)!;
  store = {
    title: row.title,
    latitude: row.data.latlng!.latitude!,
    longitude: row.data.latlng!.longitude!,
    placeId: row.data.metadata!.placeId!,
    category: row.data.categories!.primaryCategory!.displayName!,
    website: row.data.websiteUri!,
  };
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await closeSimulator(fixture);
});

const near = (zoom = 14) => mapsCoordinate(store.latitude, store.longitude, zoom);

describe("the search-results simulator", () => {
  it("finds a store on the map at its own spot, for what it sells, with the provider's fields", async () => {
    const { result, cost } = await client.mapsSearch({
      keyword: store.category,
      location_coordinate: near(),
      language_code: "es",
    });
    expect(cost).toBeGreaterThan(0);
    expect(result.type).toBe("maps");
    expect(result.items.length).toBeGreaterThan(1);
    const found = result.items.find((item) => item.place_id === store.placeId);
    expect(found).toMatchObject({ type: "maps_search", title: store.title, is_claimed: true });
    expect(found!.rank_group).toBeLessThanOrEqual(10);
    expect(result.items.map((item) => item.rank_group)).toEqual(result.items.map((_, i) => i + 1));
    // Competitors answer the keyword too, at their own spots.
    expect(result.items.some((item) => item.place_id.startsWith("ChIJsim"))).toBe(true);
  });

  it("does not show a store for a keyword it does not answer", async () => {
    const { result } = await client.mapsSearch({
      keyword: "veterinario cerca de mí",
      location_coordinate: near(),
      language_code: "es",
    });
    expect(result.items.some((item) => item.place_id === store.placeId)).toBe(false);
  });

  it("keeps the same order within a period and moves it in another", async () => {
    const task = { keyword: store.category, location_coordinate: near(13), language_code: "es" };
    const order = async () => (await client.mapsSearch(task)).result.items.map((i) => i.place_id);
    const first = await order();
    expect(await order()).toEqual(first);
    vi.useFakeTimers({ now: Date.now() + 7 * 24 * 3_600_000, toFake: ["Date"] });
    try {
      expect(await order()).not.toEqual(first);
    } finally {
      vi.useRealTimers();
    }
  });

  it("returns at most 20 places to a phone", async () => {
    const { result } = await client.mapsSearch({
      keyword: store.category,
      location_coordinate: near(11),
      language_code: "es",
      device: "mobile",
    });
    expect(result.items.length).toBeLessThanOrEqual(20);
  });

  it("lists the store's website among the web results", async () => {
    const { result } = await client.organicSearch({
      keyword: store.category,
      location_coordinate: `${store.latitude},${store.longitude},5000`,
      language_code: "es",
    });
    expect(result.type).toBe("organic");
    expect(result.items.some((item) => item.domain === new URL(store.website).hostname)).toBe(true);
    expect(
      result.items.every((item) => item.type === "organic" && item.url.startsWith("https://")),
    ).toBe(true);
  });

  it("refuses a bad field with the provider's code, and a call without credentials", async () => {
    const refusal = await client
      .mapsSearch({ keyword: "", location_coordinate: near(), language_code: "es" })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(SerpApiError);
    expect((refusal as SerpApiError).code).toBe(40501);
    expect((refusal as SerpApiError).retryable).toBe(false);
    const badPoint = await client
      .mapsSearch({ keyword: "ropa", location_coordinate: "91,0,14z", language_code: "es" })
      .catch((error: unknown) => error);
    expect((badPoint as SerpApiError).code).toBe(40501);
    const anonymous = await POST(
      new Request("http://localhost:3000/api/serp-sim/v3/serp/google/maps/live/advanced", {
        method: "POST",
        body: "[]",
      }),
    );
    expect(anonymous.status).toBe(401);
  });

  it("does not exist when the real provider is set", async () => {
    vi.stubEnv("SERP_SERVICE", "dataforseo");
    try {
      const answer = await POST(
        new Request("http://localhost:3000/api/serp-sim/v3/serp/google/maps/live/advanced", {
          method: "POST",
        }),
      );
      expect(answer.status).toBe(404);
    } finally {
      vi.stubEnv("SERP_SERVICE", "simulator");
    }
  });
});
