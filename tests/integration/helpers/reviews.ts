// The set-up of the review reply tests: the store edit set-up (acme's first stores are simulator
// locations, acme's owner linked, workers on one queue) plus reviews on both sides, a user of each
// role the reviews section names, and a count of the calls that reach the simulator.
import { expect } from "vitest";
import { eq, sql } from "drizzle-orm";
import { reviews } from "@/lib/db/schema";
import { createGraphQLServer } from "@/lib/graphql/yoga";
import type { FetchLike } from "@/lib/maps/transport";
import type { Review } from "@/lib/maps/types";
import { simulatorFetch } from "@/lib/maps-simulator/in-process";
import { setMapsFetchForTests } from "@/lib/auth/maps-access";
import "@/lib/reviews/job-kinds";
import { addUserWithRole, callGraphQL, tokenFor, type GraphQLDocument } from "./graphql-fixtures";
import { setUpStoreEdits } from "./store-edits";

export const SIM = "http://localhost:3000/api/maps-sim";

export type ReviewsEnv = Awaited<ReturnType<typeof setUpReviews>>;

async function simAdmin(path: string, body: unknown) {
  const response = await simulatorFetch(`${SIM}/${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-sim-admin-key": process.env.MAPS_SIM_ADMIN_KEY!,
    },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json();
}

export async function setUpReviews({ stores = 2, workers = 1 } = {}) {
  const env = await setUpStoreEdits({ stores, workers });
  const { testDb, f } = env;
  const db = testDb.db;

  // The store-edit fixture has ADMIN, STORE and REVIEWS users; the reviews section also admits
  // GMB_FILES_REVIEWS.
  const yoga = createGraphQLServer({ getDb: async () => db });
  const tokens: Record<string, string> = {
    gmbA: await addUserWithRole(db, f.tenantA, "gmbA", "GMB_FILES_REVIEWS"),
  };
  for (const [key, id] of Object.entries(f.users)) tokens[key] = await tokenFor(db, id);

  /** A GraphQL request as one of the users (adminA, storeA, reviewsA, gmbA, adminB…). */
  const as = (user: string, query: GraphQLDocument, variables?: Record<string, unknown>) =>
    callGraphQL(yoga, query, { token: tokens[user], variables });

  /** Every call that reached the simulator: "PUT …/reviews/x/reply" and so on. */
  const calls: string[] = [];
  const counting: FetchLike = (input, init) => {
    calls.push(`${init?.method ?? "GET"} ${new URL(input).pathname}`);
    return simulatorFetch(input, init);
  };
  setMapsFetchForTests(counting);
  const replyCalls = (name: string, method = "PUT") =>
    calls.filter((call) => call === `${method} /api/maps-sim/mybusiness/v4/${name}/reply`).length;

  /**
   * A customer reviews acme's store `store` in the simulator now; the review is then stored for
   * tenant A as the sync would store it. Returns the app's id and the service's name.
   */
  async function addReview(
    store: number,
    review: { stars: number; comment?: string; reviewer?: string } = { stars: 5 },
  ) {
    const created: Review = await simAdmin("_admin/reviews", {
      location: env.simStores[store],
      starRating: review.stars,
      comment: review.comment,
      reviewer: { displayName: review.reviewer ?? "Lucía Gómez" },
    });
    const [row] = await db
      .insert(reviews)
      .values({
        tenantId: f.tenantA,
        locationId: f.locationsA[store]!,
        googleId: created.name,
        reviewerName: created.reviewer.displayName ?? null,
        starRating: review.stars,
        comment: created.comment ?? null,
        createTime: new Date(created.createTime),
        updateTime: new Date(created.updateTime),
      })
      .returning({ id: reviews.id });
    return { id: row!.id, name: created.name };
  }

  /** A review of tenant B's first store (no simulator behind it: nothing may ever send it). */
  async function addTenantBReview() {
    const [row] = await db
      .insert(reviews)
      .values({
        tenantId: f.tenantB,
        locationId: f.locationsB[0]!,
        googleId: `accounts/B/locations/B1/reviews/r${Math.random().toString(36).slice(2)}`,
        reviewerName: "Bruno Díaz",
        starRating: 5,
        comment: "Muy bien",
        createTime: new Date(),
        updateTime: new Date(),
      })
      .returning({ id: reviews.id });
    return row!.id;
  }

  async function reviewRow(id: string) {
    const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
    return row!;
  }

  /** Queues a forced failure of the simulator for acme's store `store`. */
  const fault = (store: number, status: number, extra: Record<string, unknown> = {}) =>
    simAdmin("_admin/faults", { location: env.simStores[store], status, ...extra });

  const countOf = async (table: string, where = sql`true`) => {
    const result = await db.execute(
      sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      n: number;
    }[];
    return rows[0]!.n;
  };

  return {
    ...env,
    db,
    as,
    calls,
    replyCalls,
    addReview,
    addTenantBReview,
    reviewRow,
    fault,
    countOf,
  };
}

export { codeOf } from "./store-edits";
