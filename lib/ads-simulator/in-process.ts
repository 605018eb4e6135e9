import "server-only";
import { ADS_SIMULATOR_PATH } from "@/lib/ads-api/config";
import type { FetchLike } from "@/lib/ads-api/token";
import { handleAdsSimRequest } from "./router";

// For integration tests and the seed: Google Ads and YouTube calls answered by the simulator's
// handlers without an HTTP server (pass it to setAdsFetchForTests or adsApi(env, fetch)).

export const adsSimulatorFetch: FetchLike = async (input, init) => {
  const url = new URL(input);
  if (!url.pathname.startsWith(`${ADS_SIMULATOR_PATH}/`))
    throw new Error(`adsSimulatorFetch only serves ${ADS_SIMULATOR_PATH}: ${url.pathname}`);
  return handleAdsSimRequest(new Request(url, init));
};
