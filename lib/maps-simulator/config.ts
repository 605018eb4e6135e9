import "server-only";
import {
  appOrigin,
  mapsServiceMode,
  SIM_DEFAULT_CLIENT_ID,
  SIM_DEFAULT_CLIENT_SECRET,
} from "@/lib/maps/config";

// The simulator's side of the OAuth client registration: the same env the product's client reads.

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
