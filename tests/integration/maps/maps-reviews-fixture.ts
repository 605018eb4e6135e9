// The maps simulator's reviews API set-up shared by maps-reviews.test.ts (the v4 API) and
// maps-reviews-admin.test.ts (the admin API tests write reviews with): 60 acme stores seeded at a
// fixed moment, the owners' tokens, and a caller of the route handlers.
import { afterAll, beforeAll } from "vitest";
import { DELETE, GET, POST, PUT } from "@/app/api/maps-sim/[...path]/route";
import { setDbForTests } from "@/lib/db/client";
import { simLocationId } from "@/lib/maps-simulator/ids";
import { simulatorSignIn } from "@/lib/maps-simulator/in-process";
import { reviewProfile } from "@/lib/maps-simulator/reviews/seeded-reviews";
import { seedMapsSimulator } from "@/lib/maps-simulator/seed";
import { simLocationTraits } from "@/lib/maps-simulator/build-location";
import { createTestDb, type TestDb } from "@/tests/integration/helpers/db";

export const BASE = "http://localhost:3000/api/maps-sim";
export const SEEDED_AT = new Date("2026-03-01T12:00:00Z");
export const ADMIN = { "x-sim-admin-key": process.env.MAPS_SIM_ADMIN_KEY! };
export const HANDLERS = { GET, POST, PUT, DELETE };

let handle: TestDb;
/** The simulator's access tokens of acme's and globex's owners, set before the tests. */
export const sim = { acme: "", globex: "" };

/** A published acme store with plenty of seeded reviews (for paging). */
export function busyLocation(): string {
  for (let i = 0; i < 60; i++) {
    const published = simLocationTraits(i).verification === "COMPLETED";
    if (published && reviewProfile(simLocationId("1001", i)).count > 60)
      return simLocationId("1001", i);
  }
  throw new Error("no busy location in the first 60");
}

/** The seeded simulator and its owners' tokens, opened before the tests of the file that calls it and closed after them. */
export function withReviewsSimulator(): void {
  beforeAll(async () => {
    handle = await createTestDb();
    setDbForTests({ ...handle, migrate: async () => {} });
    await seedMapsSimulator(handle.db, { bigAccountLocations: 60, now: SEEDED_AT });
    sim.acme = (await simulatorSignIn("sim-owner-acme")).access_token;
    sim.globex = (await simulatorSignIn("sim-owner-globex")).access_token;
  });

  afterAll(async () => {
    setDbForTests(undefined);
    await handle.close();
  });
}

export async function call(
  method: keyof typeof HANDLERS,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await HANDLERS[method](
    new Request(`${BASE}/${path}`, {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : typeof options.body === "string"
            ? options.body
            : JSON.stringify(options.body),
    }),
  );
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

export const reviewsPath = (location: string, account = "1001") =>
  `v4/accounts/${account}/locations/${location}/reviews`;
