// Which search-results provider the app talks to: DataForSEO, or the built-in simulator served by
// this same app under /api/serp-sim (its shapes, offline). SERP_API_BASE, when set, wins.

import { appOrigin } from "@/lib/maps/config";

type Env = Record<string, string | undefined>;

export type SerpServiceMode = "dataforseo" | "simulator" | "off";

export const SERP_SIMULATOR_PATH = "/api/serp-sim";
const DATAFORSEO_BASE = "https://api.dataforseo.com";
/** Live calls a minute DataForSEO allows an account. */
const DATAFORSEO_CALLS_PER_MINUTE = 2_000;
/** The simulator's: as many as a run on one machine makes, so a benchmark is not paced for nothing. */
const SIM_CALLS_PER_MINUTE = 60_000;

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
  /**
   * Calls a minute the account allows (SERP_SIM_CALLS_PER_MINUTE for the simulator): every worker
   * takes a unit of the shared quota before a call, so the runs together never ask for more.
   */
  callsPerMinute: number;
};

function callsPerMinute(mode: SerpServiceMode, env: Env): number {
  if (mode !== "simulator") return DATAFORSEO_CALLS_PER_MINUTE;
  const asked = Math.floor(Number(env.SERP_SIM_CALLS_PER_MINUTE));
  return asked > 0 ? asked : SIM_CALLS_PER_MINUTE;
}

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
    callsPerMinute: callsPerMinute(mode, env),
  };
}
