import "server-only";
import { invalidArgument } from "../http";

// media.create gives a sourceUrl and the service fetches it, as Google does: over real HTTP by
// default. In-process tests have no server to serve it from, so they hand in their own fetch.

export type MediaSourceFetch = (url: string, init?: RequestInit) => Promise<Response>;

const FETCH_TIMEOUT_MS = 30_000;

let sourceFetch: MediaSourceFetch | null = null;

/** Replaces how the simulator fetches a sourceUrl; null restores the global fetch. */
export function setMediaSourceFetch(fetchImpl: MediaSourceFetch | null): void {
  sourceFetch = fetchImpl;
}

const fetchFailed = () =>
  invalidArgument("sourceUrl", "Fetching image failed.", "Fetching image failed.");

/** Reads at most `cap` bytes: past it the answer is cut short and `tooLarge` says so. */
async function readCapped(response: Response, cap: number) {
  if (!response.body) return { bytes: Buffer.alloc(0), tooLarge: false };
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel().catch(() => {});
      return { bytes: Buffer.alloc(0), tooLarge: true };
    }
  }
  return { bytes: Buffer.concat(chunks), tooLarge: false };
}

/**
 * The bytes at sourceUrl, refused with Google's 400 when the fetch fails or answers other than
 * 2xx. Larger than `cap` answers tooLarge without holding the whole body.
 */
export async function fetchMediaSource(
  sourceUrl: string,
  cap: number,
): Promise<{ bytes: Buffer; tooLarge: boolean }> {
  const fetchImpl = sourceFetch ?? fetch;
  try {
    const response = await fetchImpl(sourceUrl, {
      redirect: "follow",
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) throw fetchFailed();
    return await readCapped(response, cap);
  } catch {
    throw fetchFailed();
  }
}
