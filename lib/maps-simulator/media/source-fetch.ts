import "server-only";
import { appOrigin } from "@/lib/maps/config";
import { guardedFetch, OutboundError } from "@/lib/security/outbound-fetch";
import { invalidArgument } from "../http";

// Fetched through the outbound guard: anyone who can call the simulator names this address, so it
// must not reach the server's own network (the app's own origin is the one exception).

export type MediaSourceFetch = (url: string, init?: RequestInit) => Promise<Response>;

const FETCH_TIMEOUT_MS = 30_000;
const MAX_REDIRECTS = 3;

let sourceFetch: MediaSourceFetch | null = null;

export function setMediaSourceFetch(fetchImpl: MediaSourceFetch | null): void {
  sourceFetch = fetchImpl;
}

const fetchFailed = () =>
  invalidArgument("sourceUrl", "Fetching image failed.", "Fetching image failed.");

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

async function fetchInjected(fetchImpl: MediaSourceFetch, sourceUrl: string, cap: number) {
  const response = await fetchImpl(sourceUrl, {
    redirect: "follow",
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw fetchFailed();
  return readCapped(response, cap);
}

async function fetchGuarded(sourceUrl: string, cap: number) {
  try {
    const response = await guardedFetch(sourceUrl, {
      timeoutMs: FETCH_TIMEOUT_MS,
      maxBytes: cap,
      maxRedirects: MAX_REDIRECTS,
      allowOrigins: [appOrigin()],
    });
    if (!response.ok) throw fetchFailed();
    return { bytes: response.body, tooLarge: false };
  } catch (error) {
    if (error instanceof OutboundError && error.code === "TOO_LARGE")
      return { bytes: Buffer.alloc(0), tooLarge: true };
    throw error;
  }
}

// Larger than `cap` answers tooLarge without holding the whole body.
export async function fetchMediaSource(
  sourceUrl: string,
  cap: number,
): Promise<{ bytes: Buffer; tooLarge: boolean }> {
  try {
    return sourceFetch
      ? await fetchInjected(sourceFetch, sourceUrl, cap)
      : await fetchGuarded(sourceUrl, cap);
  } catch {
    throw fetchFailed();
  }
}
