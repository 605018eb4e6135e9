// The Google Ads simulator in-process for integration tests: a migrated database, the simulator's
// knobs, every ads and YouTube call routed to its handlers, and a clock the tests move on.
import { vi } from "vitest";
import { adsApi, setAdsFetchForTests, type AdsApi } from "@/lib/ads-api/client";
import { setDbForTests } from "@/lib/db/client";
import { adsSimulatorFetch } from "@/lib/ads-simulator/in-process";
import { createTestDb, type TestDb } from "./db";

export const ADS_SIM_ENV = {
  ADS_SERVICE: "simulator",
  ADS_SIM_REVIEW_MS: "60000",
  ADS_SIM_ACCEPT_MS: "10000",
} as const;

export type AdsSimFixture = { handle: TestDb; api: AdsApi };

export async function openAdsSimulator(
  env: Partial<typeof ADS_SIM_ENV> = {},
): Promise<AdsSimFixture> {
  const handle = await createTestDb();
  setDbForTests({ ...handle, migrate: async () => {} });
  for (const [key, value] of Object.entries({ ...ADS_SIM_ENV, ...env })) vi.stubEnv(key, value);
  setAdsFetchForTests(adsSimulatorFetch);
  return { handle, api: adsApi() };
}

export async function closeAdsSimulator(fixture: AdsSimFixture | undefined): Promise<void> {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  setAdsFetchForTests(undefined);
  setDbForTests(undefined);
  await fixture?.handle.close();
}

/** Moves the simulator's clock (Date only) `ms` on from now; undo with vi.useRealTimers(). */
export function later(ms: number): void {
  vi.useFakeTimers({ now: Date.now() + ms, toFake: ["Date"] });
}
