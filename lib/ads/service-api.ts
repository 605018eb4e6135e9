import "server-only";
import { adsApi, type AdsApi } from "@/lib/ads-api/client";
import { AdsApiError } from "@/lib/ads-api/errors";
import { videoDurations } from "@/lib/ads-api/youtube";
import { AdsStateError } from "./errors";

// The ads service the module talks to: Google Ads, its simulator, or none (ADS_SERVICE), and how
// its refusals read to a user.

let apiForTests: AdsApi | undefined;
let durationsForTests: typeof videoDurations | undefined;

/** Tests may put a stand-in in place of the configured service. */
export function setAdsApiForTests(
  api: AdsApi | undefined,
  durations?: typeof videoDurations,
): void {
  apiForTests = api;
  durationsForTests = durations;
}

export function adsService(): AdsApi {
  return apiForTests ?? adsApi();
}

export function youtubeDurations(ids: string[]): Promise<Map<string, number | null>> {
  return (durationsForTests ?? videoDurations)(ids);
}

/** A refusal of the service said to a user: none configured, unreachable now, or refused. */
export function serviceRefusal(error: unknown): AdsStateError {
  if (!(error instanceof AdsApiError)) throw error;
  if (error.code === "ADS_SERVICE_OFF") return new AdsStateError("ads.errors.serviceOff");
  if (error.retryable) return new AdsStateError("ads.errors.serviceUnavailable", error.code);
  return new AdsStateError("ads.errors.serviceRefused", `${error.code}: ${error.detail ?? ""}`);
}
