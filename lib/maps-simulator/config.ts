import "server-only";
import {
  appOrigin,
  mapsServiceMode,
  SIM_DEFAULT_CLIENT_ID,
  SIM_DEFAULT_CLIENT_SECRET,
} from "@/lib/maps/config";
import { DEFAULT_MODERATION_MS } from "./reviews/moderation";

// The simulator's settings from env: its side of the OAuth client registration (the same env the
// product's client reads), how long replies wait in moderation, and whether new reviews arrive.

type Env = Record<string, string | undefined>;

export function simulatorEnabled(env: Env = process.env): boolean {
  return mapsServiceMode(env) === "simulator";
}

export function registeredClient(env: Env = process.env) {
  return {
    clientId: env.MAPS_OAUTH_CLIENT_ID || SIM_DEFAULT_CLIENT_ID,
    clientSecret: env.MAPS_OAUTH_CLIENT_SECRET || SIM_DEFAULT_CLIENT_SECRET,
  };
}

/**
 * Origins a redirect_uri may point at: the app's configured origin, and the origin this request
 * reached, since the simulator is served by the app itself.
 */
export function allowedRedirectOrigins(request: Request, env: Env = process.env): Set<string> {
  return new Set([appOrigin(env), new URL(request.url).origin]);
}

/**
 * How long a reply waits in moderation before it reads APPROVED or REJECTED:
 * MAPS_SIM_MODERATION_MS (0 decides at once), 30 s by default.
 */
export function moderationDelayMs(env: Env = process.env): number {
  const value = Number(env.MAPS_SIM_MODERATION_MS);
  return env.MAPS_SIM_MODERATION_MS && Number.isFinite(value) && value >= 0
    ? value
    : DEFAULT_MODERATION_MS;
}

/**
 * Whether stores keep receiving reviews after the seed moment: MAPS_SIM_REVIEW_ARRIVALS=on|off;
 * on by default, except under the test runner, whose tests count seeded reviews exactly.
 */
export function reviewArrivalsEnabled(env: Env = process.env): boolean {
  const value = env.MAPS_SIM_REVIEW_ARRIVALS?.trim().toLowerCase();
  if (value === "on" || value === "true" || value === "1") return true;
  if (value === "off" || value === "false" || value === "0") return false;
  return env.NODE_ENV !== "test";
}

/** How long a new or edited local post stays PROCESSING unless SIM_POST_PROCESSING_MS says. */
export const DEFAULT_POST_PROCESSING_MS = 2_000;

/**
 * How long the service takes to review a created or patched local post before it reads LIVE or
 * REJECTED: SIM_POST_PROCESSING_MS (0 decides at once), 2 s by default. Read on every write, so
 * tests change it in-process with vi.stubEnv.
 */
export function postProcessingDelayMs(env: Env = process.env): number {
  const value = Number(env.SIM_POST_PROCESSING_MS);
  return env.SIM_POST_PROCESSING_MS && Number.isFinite(value) && value >= 0
    ? value
    : DEFAULT_POST_PROCESSING_MS;
}
