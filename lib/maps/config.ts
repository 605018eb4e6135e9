import "server-only";

import type { MapsApiFamily } from "./api-families";
import { firstMapsProject, type MapsProject } from "./projects";
import { mapsServiceMode, type MapsServiceMode } from "./service-mode.mjs";

// The simulator is served by this same app under /api/maps-sim, so dev, tests and demos run the
// real HTTP path; service-mode.mjs decides which is on, and "off" reaches no service.

type Env = Record<string, string | undefined>;

export { mapsServiceMode, type MapsServiceMode };

export const SIMULATOR_PATH = "/api/maps-sim";
export { SIM_DEFAULT_CLIENT_ID, SIM_DEFAULT_CLIENT_SECRET } from "./projects";

export const BUSINESS_MANAGE_SCOPE = "https://www.googleapis.com/auth/business.manage";
export const MAPS_OAUTH_SCOPES = ["openid", "email", "profile", BUSINESS_MANAGE_SCOPE] as const;

const GOOGLE = {
  issuer: "https://accounts.google.com",
  authorizeUrl: "https://accounts.google.com/o/oauth2/v2/auth",
  tokenUrl: "https://oauth2.googleapis.com/token",
  userInfoUrl: "https://openidconnect.googleapis.com/v1/userinfo",
};

export type MapsConfig = {
  mode: MapsServiceMode;
  /** The OpenID issuer ("iss" of id tokens); the simulator's is its base URL. */
  issuer: string;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  /** The maps project (lib/maps/projects.ts) whose OAuth client this is. */
  project: string;
  clientId: string;
  /** Empty in google mode when MAPS_OAUTH_CLIENT_SECRET is unset; oauth.ts refuses to call then. */
  clientSecret: string;
  apiBase: (family: MapsApiFamily) => string;
};

export function appOrigin(env: Env = process.env): string {
  const raw = env.APP_URL || env.AUTH_URL || "http://localhost:3000";
  return new URL(raw).origin;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

/**
 * An explicit env URL always wins; otherwise the mode decides. The OAuth client is the given
 * project's (a tenant's, lib/maps/projects.ts), the first project's by default.
 */
export function getMapsConfig(
  env: Env = process.env,
  project: MapsProject = firstMapsProject(env),
): MapsConfig {
  const mode = mapsServiceMode(env);
  const simBase = `${appOrigin(env)}${SIMULATOR_PATH}`;
  const apiBaseOverride = env.MAPS_API_BASE ? trimSlash(env.MAPS_API_BASE) : undefined;
  // "off" points at Google without credentials: oauth.ts refuses to call, nothing reaches the sim.
  const google = mode !== "simulator";
  return {
    mode,
    issuer: google ? GOOGLE.issuer : simBase,
    authorizeUrl:
      env.MAPS_OAUTH_AUTHORIZE_URL || (google ? GOOGLE.authorizeUrl : `${simBase}/oauth/authorize`),
    tokenUrl: env.MAPS_OAUTH_TOKEN_URL || (google ? GOOGLE.tokenUrl : `${simBase}/oauth/token`),
    userInfoUrl:
      env.MAPS_OAUTH_USERINFO_URL || (google ? GOOGLE.userInfoUrl : `${simBase}/oauth/userinfo`),
    project: project.id,
    clientId: project.clientId,
    clientSecret: project.clientSecret,
    apiBase: (family) => {
      if (apiBaseOverride) return `${apiBaseOverride}/${family}`;
      return google ? `https://${family}.googleapis.com` : `${simBase}/${family}`;
    },
  };
}
