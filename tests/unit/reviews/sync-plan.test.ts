// How a review sync is cut into items: batches of at most 50 stores of one account, stores never
// synced read whole, a day-old full read spread over the day's syncs, and incremental batches of
// stores that stop at similar moments.
import { describe, expect, it } from "vitest";
import {
  planReviewSync,
  readCutoff,
  REVIEW_FULL_PASS_AFTER_MS,
  type PlannedStore,
} from "@/lib/reviews/sync-plan";

const now = new Date("2026-06-01T12:00:00Z");
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(now.getTime() - ms);

function store(i: number, overrides: Partial<PlannedStore> = {}): PlannedStore {
  return {
    id: `id-${i}`,
    googleId: `locations/${1000 + i}`,
    account: "accounts/1",
    since: ago(HOUR),
    fullPassAt: ago(HOUR),
    ...overrides,
  };
}

describe("planReviewSync", () => {
  it("reads a tenant's first sync whole, 50 stores of one account per item", () => {
    const stores = [
      ...Array.from({ length: 120 }, (_, i) => store(i, { since: null, fullPassAt: null })),
      ...Array.from({ length: 3 }, (_, i) =>
        store(200 + i, { account: "accounts/2", since: null, fullPassAt: null }),
      ),
    ];
    const items = planReviewSync(stores, now);
    expect(items.map((item) => [item.account, item.full, item.stores.length])).toEqual([
      ["accounts/1", true, 50],
      ["accounts/1", true, 50],
      ["accounts/1", true, 20],
      ["accounts/2", true, 3],
    ]);
    expect(items[0]!.stores[0]).toEqual({
      id: "id-0",
      name: "accounts/1/locations/1000",
      since: null,
    });
    expect(new Set(items.flatMap((item) => item.stores.map((s) => s.id))).size).toBe(123);
    expect(items.every((item) => readCutoff(item) === null)).toBe(true);
  });

  it("reads synced stores incrementally, stopping at the earliest moment one needs", () => {
    const stores = Array.from({ length: 60 }, (_, i) => store(i, { since: ago(HOUR * (i + 1)) }));
    const items = planReviewSync(stores, now);
    expect(items.every((item) => !item.full)).toBe(true);
    // The stores read most recently batch together, so the others do not drag them back.
    expect(items[0]!.stores.map((s) => s.id)).toEqual(
      Array.from({ length: 50 }, (_, i) => `id-${i}`),
    );
    expect(readCutoff(items[0]!)).toBe(ago(HOUR * 50).getTime());
    expect(readCutoff(items[1]!)).toBe(ago(HOUR * 60).getTime());
  });

  it("reads a store whole again after a day, at most a 24th of the stores per sync, oldest first", () => {
    const stale = ago(REVIEW_FULL_PASS_AFTER_MS + HOUR);
    const stores = Array.from({ length: 48 }, (_, i) =>
      store(i, { fullPassAt: i < 10 ? new Date(stale.getTime() - i * HOUR) : ago(HOUR) }),
    );
    const items = planReviewSync(stores, now);
    const full = items.filter((item) => item.full).flatMap((item) => item.stores.map((s) => s.id));
    expect(full).toEqual(["id-8", "id-9"]);
    expect(items.filter((item) => !item.full).flatMap((item) => item.stores)).toHaveLength(46);
  });

  it("reads whole a store imported before it was ever synced, once its turn comes", () => {
    const imported = store(0, { since: ago(30 * 24 * HOUR), fullPassAt: null });
    const [item] = planReviewSync([imported], now);
    expect(item).toMatchObject({ full: true });
    // Not baseline: its reviews newer than the newest imported one will notify.
    expect(item!.stores[0]!.since).toBe(imported.since!.toISOString());
  });

  it("plans nothing for a tenant without verified stores", () => {
    expect(planReviewSync([], now)).toEqual([]);
  });
});
