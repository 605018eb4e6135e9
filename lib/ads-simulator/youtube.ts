// Simulated YouTube Data API v3 videos.list (part=contentDetails): a few known videos, any other
// well-formed id 5–29 s long from its hash, and ids starting "xxxxxxxxxx" unknown.

import { json } from "@/lib/maps-simulator/http";

export const SIM_VIDEOS: Record<string, number> = {
  dQw4w9WgXcQ: 212,
  "aqz-KE-bpKQ": 8,
  jNQXAC9IVRw: 9,
  ScMzIvxBSi4: 6,
  "M7lc1UVf-VE": 10,
};

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** A video's length in seconds, or null when YouTube would not know it. */
export function simVideoSeconds(id: string): number | null {
  if (!VIDEO_ID.test(id) || id.startsWith("xxxxxxxxxx")) return null;
  if (id in SIM_VIDEOS) return SIM_VIDEOS[id]!;
  let h = 0;
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return 5 + (h % 25);
}

/** Seconds as YouTube writes a duration: 212 → "PT3M32S". */
export function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s || (!h && !m) ? `${s}S` : ""}`;
}

const youtubeError = (code: number, status: string, reason: string, message: string) =>
  json({ error: { code, message, errors: [{ message, domain: "global", reason }], status } }, code);

export function youtubeVideos(request: Request): Response {
  if (request.method !== "GET")
    return youtubeError(405, "METHOD_NOT_ALLOWED", "methodNotAllowed", "Method not allowed.");
  const params = new URL(request.url).searchParams;
  if (!params.get("key"))
    return youtubeError(
      403,
      "PERMISSION_DENIED",
      "forbidden",
      "The request is missing a valid API key.",
    );
  const part = params.get("part");
  if (!part) return youtubeError(400, "INVALID_ARGUMENT", "required", "Required parameter: part");
  const ids = (params.get("id") ?? "").split(",").filter(Boolean);
  if (ids.length > 50)
    return youtubeError(400, "INVALID_ARGUMENT", "invalidFilters", "Too many ids.");
  const items = ids.flatMap((id) => {
    const seconds = simVideoSeconds(id);
    if (seconds === null) return [];
    const contentDetails = part.split(",").includes("contentDetails")
      ? {
          contentDetails: {
            duration: isoDuration(seconds),
            dimension: "2d",
            definition: "hd",
            caption: "false",
            licensedContent: false,
            projection: "rectangular",
          },
        }
      : {};
    return [{ kind: "youtube#video", etag: `sim-${id}`, id, ...contentDetails }];
  });
  return json({
    kind: "youtube#videoListResponse",
    etag: "sim",
    items,
    pageInfo: { totalResults: items.length, resultsPerPage: items.length },
  });
}
