// Which search-results provider the app talks to: DataForSEO, or the built-in simulator served by
// this same app under /api/serp-sim (its shapes, offline). SERP_API_BASE, when set, wins.

import { appOrigin } from "@/lib/maps/config";

type Env = Record<string, string | undefined>;

export type SerpServiceMode = "dataforseo" | "simulator" | "off";

export const SERP_SIMULATOR_PATH = "/api/serp-sim";
const DATAFORSEO_BASE = "https://api.dataforseo.com";

/**
 * "dataforseo" and "simulator" only when asked for by name. Unset, development and tests get the
 * simulator; a production server gets none, as simulated rankings shown as real ones would lie to
 * the user (`npm run demo` asks for the simulator).
 */
export function serpServiceMode(env: Env = process.env): SerpServiceMode {
  if (env.SERP_SERVICE === "dataforseo") return "dataforseo";
  if (env.SERP_SERVICE === "simulator") return "simulator";
  if (env.SERP_SERVICE) return "off";
  return env.NODE_ENV === "production" ? "off" : "simulator";
}

export type SerpConfig = {
  mode: SerpServiceMode;
  /** Where `/v3/serp/...` is served. */
  base: string;
  /** HTTP basic credentials (the simulator takes any). */
  login: string;
  password: string;
};

export function getSerpConfig(env: Env = process.env): SerpConfig {
  const mode = serpServiceMode(env);
  const origin = appOrigin(env);
  const base =
    env.SERP_API_BASE?.replace(/\/+$/, "") ||
    (mode === "dataforseo" ? DATAFORSEO_BASE : `${origin}${SERP_SIMULATOR_PATH}`);
  return {
    mode,
    base,
    login: env.SERP_API_LOGIN ?? (mode === "simulator" ? "simulator" : ""),
    password: env.SERP_API_PASSWORD ?? (mode === "simulator" ? "simulator" : ""),
  };
}
