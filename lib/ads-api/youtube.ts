// Video lengths from YouTube Data API v3 (videos.list, part=contentDetails), so a Performance Max
// video over the limit is refused before it is sent. The simulator answers in the same shape.

import { youtubeVideosUrl } from "./config";
import { AdsApiError, adsApiErrorFrom, networkError } from "./errors";
import { adsFetch } from "./http";
import type { FetchLike } from "./token";
import type { YoutubeVideoList } from "./types";
import { VIDEO_ID, youtubeVideoId } from "./video-id";

export { youtubeVideoId };

type Env = Record<string, string | undefined>;

/** videos.list takes at most 50 ids a call. */
const IDS_PER_CALL = 50;

/** ISO 8601 durations as YouTube writes them ("PT1M2S", "P1DT2H") in seconds; null when not one. */
export function isoDurationSeconds(duration: string): number | null {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(duration);
  if (!match || duration === "P" || duration.endsWith("T")) return null;
  const [, d = "0", h = "0", m = "0", s = "0"] = match;
  return Number(d) * 86_400 + Number(h) * 3_600 + Number(m) * 60 + Math.round(Number(s));
}

/**
 * Each id's length in seconds; null when YouTube does not know it or it is unavailable. Throws
 * AdsApiError ADS_SERVICE_OFF with no ads service, VIDEO_CHECK_OFF with Google Ads but no
 * YOUTUBE_API_KEY: the caller says the length could not be checked.
 */
export async function videoDurations(
  ids: string[],
  env: Env = process.env,
  fetchImpl: FetchLike = adsFetch(),
): Promise<Map<string, number | null>> {
  const source = youtubeVideosUrl(env);
  if ("off" in source)
    throw new AdsApiError(
      503,
      source.off,
      false,
      source.off === "VIDEO_CHECK_OFF" ? "YOUTUBE_API_KEY is not set" : "No ads service is set",
    );
  const unique = [...new Set(ids)];
  const lengths = new Map<string, number | null>(unique.map((id) => [id, null]));
  const valid = unique.filter((id) => VIDEO_ID.test(id));
  for (let i = 0; i < valid.length; i += IDS_PER_CALL) {
    const url = new URL(source.url);
    url.searchParams.set("part", "contentDetails");
    url.searchParams.set("id", valid.slice(i, i + IDS_PER_CALL).join(","));
    url.searchParams.set("key", source.key);
    let response: Response;
    try {
      response = await fetchImpl(url.toString(), { headers: { accept: "application/json" } });
    } catch (error) {
      throw networkError(error);
    }
    const body = (await response.json().catch(() => null)) as YoutubeVideoList | null;
    if (!response.ok || !body) throw adsApiErrorFrom(response.status || 502, body);
    for (const item of body.items ?? [])
      if (lengths.has(item.id))
        lengths.set(item.id, isoDurationSeconds(item.contentDetails.duration));
  }
  return lengths;
}
