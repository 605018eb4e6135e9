// The toolbar search's store half ("First use", point 7): the `locations` query searched by name,
// store code or city, best match first, inside the caller's tenant only and only for users of the
// stores section. Before, the toolbar found menu items only.
import { print } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { locations } from "@/lib/db/schema";
import type { GraphQLServer } from "@/lib/graphql/yoga";
import { createGraphQLServer } from "@/lib/graphql/yoga";
import { listLocations } from "@/lib/stores/queries";
import { ShellStoreSearchQuery } from "@/lib/navigation/store-search";
import {
  callGraphQL,
  openTestDatabase,
  seedTwoTenantFixture,
  tokenFor,
  type Fixture,
} from "@/tests/integration/helpers/graphql-fixtures";

/** The very operation the toolbar sends. */
const SEARCH = print(ShellStoreSearchQuery);
const BYPASS_HEADERS = { "x-middleware-subrequest": "middleware", purpose: "prefetch" };

let close: () => Promise<void>;
let db: Db;
let yoga: GraphQLServer;
let fx: Fixture;
const tokens: Record<string, string> = {};

type Hit = { locationName: string; storeCode: string | null; address: { locality: string | null } };

async function search(user: string, text: string, limit = 10) {
  return callGraphQL(yoga, SEARCH, { token: tokens[user], variables: { search: text, limit } });
}

async function found(user: string, text: string, limit = 10): Promise<Hit[]> {
  const res = await search(user, text, limit);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.locations.items;
}

const codes = (body: { errors?: { extensions?: { code?: string } }[] }) =>
  (body.errors ?? []).map((e) => e.extensions?.code);

beforeAll(async () => {
  const handle = await openTestDatabase();
  close = handle.close;
  db = handle.db;
  fx = await seedTwoTenantFixture(db);
  for (const [key, id] of Object.entries(fx.users)) tokens[key] = await tokenFor(db, id);
  // Twelve kiosks whose codes all start with "K-1"; the one coded exactly K-1 sorts last by name.
  await db.insert(locations).values([
    ...Array.from({ length: 11 }, (_, i) => ({
      tenantId: fx.tenantA,
      googleId: `locations/K${i + 10}`,
      account: "accounts/A",
      locationName: `Kiosk ${String(i + 10).padStart(2, "0")}`,
      storeCode: `K-${i + 10}`,
      locality: "Rosario",
    })),
    {
      tenantId: fx.tenantA,
      googleId: "locations/K1",
      account: "accounts/A",
      locationName: "Zeta Kiosk",
      storeCode: "K-1",
      locality: "Rosario",
    },
    {
      tenantId: fx.tenantA,
      googleId: "locations/AGP",
      account: "accounts/A",
      locationName: "Tienda Málaga Centro",
      storeCode: "A-AGP",
      locality: "Málaga",
    },
    {
      tenantId: fx.tenantA,
      googleId: "locations/MDP",
      account: "accounts/A",
      locationName: "Costa Atlántica",
      storeCode: "A-MDP",
      locality: "Mar del Plata",
    },
  ]);
  yoga = createGraphQLServer({ getDb: async () => db });
});

afterAll(async () => close?.());

describe("store search (locations with searchIn and the relevance sort)", () => {
  it("finds a store by name, by store code and by city, ignoring case", async () => {
    expect((await found("adminA", "a store 2"))[0]).toMatchObject({
      locationName: "A Store 2",
      storeCode: "A-2",
    });
    expect((await found("storeA", "a-3"))[0]).toMatchObject({ storeCode: "A-3" });
    expect(await found("adminA", "mar del")).toMatchObject([
      {
        locationName: "Costa Atlántica",
        storeCode: "A-MDP",
        address: { locality: "Mar del Plata" },
      },
    ]);
  });

  // "Malaga" did not find "Málaga": the search compares text without case or accents.
  it("finds a store whatever the accents and case typed, in the toolbar and the store list", async () => {
    for (const text of ["malaga", "MALAGA", "Málaga", "málaga centro"]) {
      const hits = await found("adminA", text);
      expect(
        hits.map((h) => h.storeCode),
        text,
      ).toEqual(["A-AGP"]);
    }
    expect((await found("adminA", "atlantica"))[0]).toMatchObject({ storeCode: "A-MDP" });
    // The stores list searches names and codes without the city.
    const page = await listLocations(db, { tenantId: fx.tenantA, search: "MALAGA" });
    expect(page.items.map((item) => item.storeCode)).toEqual(["A-AGP"]);
    // A whole name typed without its accent still ranks as whole.
    const ranked = await listLocations(db, {
      tenantId: fx.tenantA,
      search: "tienda malaga centro",
      sortBy: "relevance",
    });
    expect(ranked.items.map((item) => item.storeCode)).toEqual(["A-AGP"]);
    // Other tenants' stores stay out.
    expect(await found("adminB", "malaga")).toEqual([]);
  });

  it("puts a whole store code first, even among more matches than the page holds", async () => {
    const hits = await found("adminA", "k-1", 5);
    expect(hits).toHaveLength(5);
    expect(hits[0]).toMatchObject({ storeCode: "K-1", locationName: "Zeta Kiosk" });
    // The others start with the text: in name order.
    expect(hits.slice(1).map((h) => h.storeCode)).toEqual(["K-10", "K-11", "K-12", "K-13"]);
  });

  it("ranks starts before matches elsewhere, and pages without repeating a store", async () => {
    // "Kiosk 10"… start with "kiosk"; "Zeta Kiosk" only contains it.
    const all = await listLocations(db, {
      tenantId: fx.tenantA,
      search: "kiosk",
      searchIn: ["locationName", "storeCode", "locality"],
      sortBy: "relevance",
      limit: 20,
    });
    expect(all.total).toBe(12);
    expect(all.items.at(-1)?.locationName).toBe("Zeta Kiosk");
    const pages = await Promise.all(
      [0, 5, 10].map((offset) =>
        listLocations(db, {
          tenantId: fx.tenantA,
          search: "kiosk",
          searchIn: ["locationName", "storeCode", "locality"],
          sortBy: "relevance",
          limit: 5,
          offset,
          withTotal: false,
        }),
      ),
    );
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual(
      all.items.map((item) => item.id),
    );
  });

  it("keeps the list's default: without searchIn the city is not searched", async () => {
    const page = await listLocations(db, { tenantId: fx.tenantA, search: "mar del plata" });
    expect(page.total).toBe(0);
  });

  it("never shows tenant B the stores of tenant A", async () => {
    expect(await found("adminB", "A Store")).toEqual([]);
    expect(await found("adminB", "k-1")).toEqual([]);
    expect(await found("adminB", "mar del")).toEqual([]);
    // B's own store in a city both tenants share.
    const belgrano = await found("adminB", "belgrano");
    expect(belgrano.map((h) => h.storeCode)).toEqual(["B-2"]);
    expect((await found("adminA", "B Store")).length).toBe(0);
  });

  it("gives a REVIEWS-only user no stores, even with middleware headers", async () => {
    const res = await callGraphQL(yoga, SEARCH, {
      token: tokens.reviewsA,
      headers: BYPASS_HEADERS,
      variables: { search: "store", limit: 10 },
    });
    expect(codes(res.body)).toEqual(["FORBIDDEN"]);
    expect(res.body.data).toBeNull();
  });

  it("answers bad input with BAD_USER_INPUT", async () => {
    const empty = await callGraphQL(
      yoga,
      `{ locations(filter: { search: "a", searchIn: [] }) { items { _id } } }`,
      { token: tokens.adminA },
    );
    expect(codes(empty.body)).toEqual(["BAD_USER_INPUT"]);
    expect(codes((await search("adminA", "x".repeat(101))).body)).toEqual(["BAD_USER_INPUT"]);
  });

  it("counts the matches only when the query asks for the total", async () => {
    const res = await callGraphQL(
      yoga,
      `query($s: String!) { locations(filter: { search: $s, searchIn: [locality] }, sort: { by: relevance }) { total items { storeCode } } }`,
      { token: tokens.adminA, variables: { s: "rosario" } },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.locations.total).toBe(12);
    expect(res.body.data.locations.items).toHaveLength(10);
  });
});
