import "server-only";
import { appOrigin, mapsServiceMode } from "@/lib/maps/config";
import { firstMapsProject, mapsProjects } from "@/lib/maps/projects";
import { DEFAULT_MODERATION_MS } from "./reviews/moderation";

// Its side of the OAuth client registration reads the same projects as the product's clients.

type Env = Record<string, string | undefined>;

export function simulatorEnabled(env: Env = process.env): boolean {
  return mapsServiceMode(env) === "simulator";
}

export type RegisteredClient = { clientId: string; clientSecret: string };

/**
 * The OAuth client registered under `clientId`: every configured project's client is, as Google
 * accepts any client of a project. Without an id, the first project's.
 */
export function registeredClient(
  clientId?: string,
  env: Env = process.env,
): RegisteredClient | undefined {
  const project = clientId
    ? mapsProjects(env).find((candidate) => candidate.clientId === clientId)
    : firstMapsProject(env);
  return project && { clientId: project.clientId, clientSecret: project.clientSecret };
}

// The simulator is served by the app itself, so the origin this request reached counts too.
export function allowedRedirectOrigins(request: Request, env: Env = process.env): Set<string> {
  return new Set([appOrigin(env), new URL(request.url).origin]);
}

// MAPS_SIM_MODERATION_MS; 0 decides at once.
export function moderationDelayMs(env: Env = process.env): number {
  const value = Number(env.MAPS_SIM_MODERATION_MS);
  return env.MAPS_SIM_MODERATION_MS && Number.isFinite(value) && value >= 0
    ? value
    : DEFAULT_MODERATION_MS;
}

// Off under the test runner, whose tests count seeded reviews exactly.
export function reviewArrivalsEnabled(env: Env = process.env): boolean {
  const value = env.MAPS_SIM_REVIEW_ARRIVALS?.trim().toLowerCase();
  if (value === "on" || value === "true" || value === "1") return true;
  if (value === "off" || value === "false" || value === "0") return false;
  return env.NODE_ENV !== "test";
}

export const DEFAULT_POST_PROCESSING_MS = 2_000;

// Read on every write, so tests change it in-process with vi.stubEnv.
export function postProcessingDelayMs(env: Env = process.env): number {
  const value = Number(env.SIM_POST_PROCESSING_MS);
  return env.SIM_POST_PROCESSING_MS && Number.isFinite(value) && value >= 0
    ? value
    : DEFAULT_POST_PROCESSING_MS;
}

/**
 * MAPS_SIM_GOOGLE_EDITS: how many of Google's own edits a store gets a day on average (0.01: one
 * store in a hundred a day); 0 or off for none. Off under the test runner, whose tests make
 * Google's edits through the admin API.
 */
export function googleEditsPerStorePerDay(env: Env = process.env): number {
  const raw = env.MAPS_SIM_GOOGLE_EDITS?.trim().toLowerCase();
  if (raw === "off") return 0;
  const value = Number(raw);
  if (raw && Number.isFinite(value) && value >= 0) return Math.min(value, 1);
  return env.NODE_ENV === "test" ? 0 : DEFAULT_GOOGLE_EDITS_PER_DAY;
}

export const DEFAULT_GOOGLE_EDITS_PER_DAY = 0.01;
