// Which Google Ads API the app talks to: Google's, or the built-in simulator served by this same
// app under /api/ads-sim (the same REST shapes, offline). ADS_API_BASE, when set, wins.

import { appOrigin } from "@/lib/maps/config";

type Env = Record<string, string | undefined>;

export type AdsServiceMode = "google" | "simulator" | "off";

export const ADS_API_VERSION = "v21";
export const ADS_SIMULATOR_PATH = "/api/ads-sim";
const GOOGLE_ADS_BASE = `https://googleads.googleapis.com/${ADS_API_VERSION}`;
export const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
/** The platform's manager account (MCC) in the simulator. */
export const SIM_MANAGER_CUSTOMER_ID = "9990000001";

/**
 * "google" and "simulator" only when asked for by name. Unset, development and tests get the
 * simulator; a production server gets none, as simulated spend shown as real would lie to the user
 * (`npm run demo` asks for the simulator).
 */
export function adsServiceMode(env: Env = process.env): AdsServiceMode {
  if (env.ADS_SERVICE === "google") return "google";
  if (env.ADS_SERVICE === "simulator") return "simulator";
  if (env.ADS_SERVICE) return "off";
  return env.NODE_ENV === "production" ? "off" : "simulator";
}

export type AdsConfig = {
  mode: AdsServiceMode;
  /** Where `customers/...` is served, with the API version: `.../v21`. */
  base: string;
  developerToken: string;
  /** The manager account every call goes through (the `login-customer-id` header). */
  managerCustomerId: string;
  /** OAuth client and the refresh token of a user of the manager account (google mode). */
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  tokenUrl: string;
};

export function getAdsConfig(env: Env = process.env): AdsConfig {
  const mode = adsServiceMode(env);
  const simulator = mode === "simulator";
  const base =
    env.ADS_API_BASE?.replace(/\/+$/, "") ||
    (simulator ? `${appOrigin(env)}${ADS_SIMULATOR_PATH}/${ADS_API_VERSION}` : GOOGLE_ADS_BASE);
  return {
    mode,
    base,
    developerToken: env.ADS_DEVELOPER_TOKEN ?? (simulator ? "simulator" : ""),
    managerCustomerId: (env.ADS_MANAGER_CUSTOMER_ID ?? SIM_MANAGER_CUSTOMER_ID).replace(/-/g, ""),
    clientId: env.ADS_OAUTH_CLIENT_ID ?? "",
    clientSecret: env.ADS_OAUTH_CLIENT_SECRET ?? "",
    refreshToken: env.ADS_REFRESH_TOKEN ?? "",
    tokenUrl: GOOGLE_TOKEN_URL,
  };
}

/** Where YouTube Data API v3 `videos` is answered, or why there is none. */
export function youtubeVideosUrl(
  env: Env = process.env,
): { url: string; key: string } | { off: "ADS_SERVICE_OFF" | "VIDEO_CHECK_OFF" } {
  const mode = adsServiceMode(env);
  if (mode === "off") return { off: "ADS_SERVICE_OFF" };
  if (mode === "simulator")
    return {
      url: `${appOrigin(env)}${ADS_SIMULATOR_PATH}/youtube/v3/videos`,
      key: env.YOUTUBE_API_KEY || "simulator",
    };
  if (!env.YOUTUBE_API_KEY) return { off: "VIDEO_CHECK_OFF" };
  return { url: "https://www.googleapis.com/youtube/v3/videos", key: env.YOUTUBE_API_KEY };
}
