import { describe, expect, it } from "vitest";
import { isBuiltRoute } from "@/lib/auth/permissions";
import { searchesStores, STORES_PATH, storeHref, toStoreHits } from "@/lib/navigation/store-search";
import { claims, TRIAL_LEAD } from "./claims";

describe("who the toolbar search shows stores to", () => {
  it("is whoever may open the stores section, by the route table", () => {
    expect(searchesStores(claims(["ADMIN"]))).toBe(true);
    expect(searchesStores(claims(["STORE"]))).toBe(true);
    expect(searchesStores(claims(["REVIEWS"]))).toBe(false);
    expect(searchesStores(claims([]))).toBe(false);
    // A trial lead sees the stores module's lock variant, so no stores either.
    expect(searchesStores(TRIAL_LEAD)).toBe(false);
  });
});

describe("where a store suggestion leads", () => {
  it("opens the stores list filtered by its code, else by its name", () => {
    expect(storeHref({ locationName: "Acme Centro", storeCode: "AC-1" })).toBe(
      `${STORES_PATH}?search=AC-1`,
    );
    expect(storeHref({ locationName: "Acme & Co Centro", storeCode: null })).toBe(
      `${STORES_PATH}?search=Acme+%26+Co+Centro`,
    );
  });

  it("says coming soon exactly while the stores page does not exist", () => {
    const [hit] = toStoreHits({
      locations: {
        items: [
          { _id: "1", locationName: "Acme", storeCode: "A-1", address: { locality: "Rosario" } },
        ],
      },
    });
    expect(hit).toEqual({
      id: "1",
      name: "Acme",
      storeCode: "A-1",
      locality: "Rosario",
      url: "/apps/stores?search=A-1",
      comingSoon: !isBuiltRoute(STORES_PATH),
    });
  });
});
