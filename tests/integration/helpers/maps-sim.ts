// Calls the maps simulator's route handlers in-process, as the app router would, for the write-path
// tests: one seeded simulator per test file, two owners (acme, globex) signed in.
import { sql } from "drizzle-orm";
import { DELETE, GET, PATCH, POST, PUT } from "@/app/api/maps-sim/[...path]/route";
import { setDbForTests } from "@/lib/db/client";
import { SIM_ADMIN_KEY_HEADER } from "@/lib/maps-simulator/admin-auth";
import { simulatorSignIn } from "@/lib/maps-simulator/in-process";
import { seedMapsSimulator } from "@/lib/maps-simulator/seed";
import { createTestDb, type TestDb } from "./db";

export const SIM_BASE = "http://localhost:3000/api/maps-sim";
export const BI = "mybusinessbusinessinformation/v1";
export const PA = "mybusinessplaceactions/v1";

const HANDLERS = { GET, POST, PUT, PATCH, DELETE };
export type SimMethod = keyof typeof HANDLERS;

export type SimAnswer = { status: number; body: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON under test

export async function simCall(
  method: SimMethod,
  path: string,
  options: { token?: string; body?: unknown; admin?: boolean } = {},
): Promise<SimAnswer> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.admin) headers[SIM_ADMIN_KEY_HEADER] = process.env.MAPS_SIM_ADMIN_KEY!;
  const init: RequestInit = { method, headers };
  if (options.body !== undefined)
    init.body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
  const response = await HANDLERS[method](new Request(`${SIM_BASE}/${path}`, init));
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

export type SimFixture = { handle: TestDb; acme: string; globex: string };

/** A migrated test database with the simulator seeded (acme holds `acmeLocations` stores). */
export async function openSimulator(acmeLocations: number): Promise<SimFixture> {
  const handle = await createTestDb();
  setDbForTests({ ...handle, migrate: async () => {} });
  await seedMapsSimulator(handle.db, { bigAccountLocations: acmeLocations });
  const acme = (await simulatorSignIn("sim-owner-acme")).access_token;
  const globex = (await simulatorSignIn("sim-owner-globex")).access_token;
  return { handle, acme, globex };
}

export async function closeSimulator(fixture: SimFixture | undefined): Promise<void> {
  setDbForTests(undefined);
  await fixture?.handle.close();
}

/** Forgets every quota counter, so a test starts with the whole minute's allowance. */
export async function resetQuotas(fixture: SimFixture): Promise<void> {
  await fixture.handle.db.execute(sql`delete from maps_sim.quota_usage`);
}

/** The fields a Google 400 blames, in order. */
export function violations(answer: SimAnswer): string[] {
  const details: { fieldViolations?: { field: string }[] }[] = answer.body.error?.details ?? [];
  return details.flatMap((detail) => (detail.fieldViolations ?? []).map((v) => v.field));
}
