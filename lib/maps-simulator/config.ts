import "server-only";
import {
  appOrigin,
  mapsServiceMode,
  SIM_DEFAULT_CLIENT_ID,
  SIM_DEFAULT_CLIENT_SECRET,
} from "@/lib/maps/config";
import { DEFAULT_MODERATION_MS } from "./reviews/moderation";

// Its side of the OAuth client registration reads the same env as the product's client.

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
