import "server-only";
import webpush from "web-push";
import { appOrigin } from "@/lib/maps/config";
import { guardedFetch, OutboundError } from "@/lib/security/outbound-fetch";
import { pushServiceMode, type VapidConfig } from "./config";

// Web Push to a browser: web-push signs the VAPID header (RFC 8292) and encrypts the payload for
// the subscription's keys (RFC 8291, aes128gcm); the request goes out through the outbound guard,
// as a subscription's endpoint is an address a browser named. The simulator's endpoints are this
// app's own origin.

export type BrowserSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

export type PushOutcome =
  | { ok: true }
  | { ok: false; code: string; dead: boolean; retryable: boolean; retryAfterMs?: number };

export async function sendWebPush(
  subscription: BrowserSubscription,
  payload: string,
  vapid: VapidConfig,
): Promise<PushOutcome> {
  const details = webpush.generateRequestDetails(subscription, payload, {
    vapidDetails: vapid,
    TTL: 24 * 60 * 60,
    contentEncoding: "aes128gcm",
    urgency: "normal",
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers ?? {}))
    if (name.toLowerCase() !== "content-length") headers[name] = String(value);
  try {
    const response = await guardedFetch(details.endpoint, {
      method: "POST",
      headers,
      body: details.body ? new Uint8Array(details.body) : undefined,
      maxRedirects: 0,
      timeoutMs: 10_000,
      allowOrigins: pushServiceMode() === "simulator" ? [appOrigin()] : [],
    });
    if (response.status >= 200 && response.status < 300) return { ok: true };
    const code = `HTTP_${response.status}`;
    const seconds = Number(response.header("retry-after"));
    return {
      ok: false,
      code,
      // RFC 8030: 404 and 410 say the subscription is gone.
      dead: response.status === 404 || response.status === 410,
      retryable: response.status === 429 || response.status >= 500,
      retryAfterMs: Number.isFinite(seconds) ? seconds * 1000 : undefined,
    };
  } catch (error) {
    if (error instanceof OutboundError) {
      const retryable = error.code === "UNREACHABLE" || error.code === "TIMEOUT";
      return { ok: false, code: error.code, dead: false, retryable };
    }
    throw error;
  }
}
