import "server-only";
import { generateKeyPair, importPKCS8, SignJWT, type CryptoKey } from "jose";
import { FCM_SCOPE, type FcmConfig } from "./config";

// Firebase Cloud Messaging HTTP v1: one message to one registration token, with an OAuth2 access
// token got from a service account's signed assertion (RFC 7523). The same client talks to the
// simulator (lib/push-simulator), which answers in FCM's shapes.

export type FcmMessage = {
  token: string;
  notification: { title: string; body: string };
  /** FCM takes string values only. */
  data?: Record<string, string>;
  android?: {
    priority?: "HIGH" | "NORMAL";
    notification?: { tag?: string; click_action?: string };
  };
  apns?: {
    headers?: Record<string, string>;
    payload: { aps: { sound?: string; "thread-id"?: string } };
  };
};

/** FCM's error codes (FcmError.errorCode, else the status of google.rpc). */
export type FcmErrorCode =
  | "UNREGISTERED"
  | "INVALID_ARGUMENT"
  | "SENDER_ID_MISMATCH"
  | "QUOTA_EXCEEDED"
  | "UNAVAILABLE"
  | "INTERNAL"
  | "THIRD_PARTY_AUTH_ERROR"
  | "UNAUTHENTICATED"
  | "PERMISSION_DENIED"
  | "NOT_FOUND"
  | "NETWORK"
  | string;

export class FcmError extends Error {
  constructor(
    readonly status: number,
    readonly code: FcmErrorCode,
    /** Worth sending again later: 429, 5xx, a network failure. */
    readonly retryable: boolean,
    /** The token is gone for good: the device is removed. */
    readonly dead: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(`FCM ${status} ${code}`);
    this.name = "FcmError";
  }
}

type GoogleErrorBody = {
  error?: {
    code?: number;
    status?: string;
    message?: string;
    details?: { "@type"?: string; errorCode?: string }[];
  };
};

export function fcmErrorFrom(status: number, body: unknown, retryAfter?: string | null): FcmError {
  const error = (body as GoogleErrorBody | undefined)?.error;
  const detail = error?.details?.find((d) =>
    d["@type"]?.endsWith("google.firebase.fcm.v1.FcmError"),
  );
  const code = detail?.errorCode ?? error?.status ?? `HTTP_${status}`;
  const seconds = retryAfter ? Number(retryAfter) : NaN;
  return new FcmError(
    status,
    code,
    status === 429 || status >= 500,
    code === "UNREGISTERED" || (status === 404 && code === "NOT_FOUND"),
    Number.isFinite(seconds) ? seconds * 1000 : undefined,
  );
}

const SIM_ACCOUNT = "storeplus-sim@storeplus-sim.iam.gserviceaccount.com";
const tokens = new Map<string, { value: string; expiresAt: number }>();
let simKey: Promise<CryptoKey> | undefined;

async function signingKey(config: FcmConfig): Promise<CryptoKey> {
  if (config.serviceAccount) return importPKCS8(config.serviceAccount.privateKey, "RS256");
  // The simulator holds no public key of ours: a key made here signs a well-formed assertion.
  simKey ??= generateKeyPair("RS256").then((pair) => pair.privateKey);
  return simKey;
}

async function accessToken(config: FcmConfig, fetchImpl: typeof fetch): Promise<string> {
  const email = config.serviceAccount?.clientEmail ?? SIM_ACCOUNT;
  const cacheKey = `${config.tokenUrl} ${email}`;
  const cached = tokens.get(cacheKey);
  if (cached && cached.expiresAt > Date.now()) return cached.value;
  const now = Math.floor(Date.now() / 1000);
  const assertion = await new SignJWT({ scope: FCM_SCOPE })
    .setProtectedHeader({ alg: "RS256", typ: "JWT" })
    .setIssuer(email)
    .setAudience(config.tokenUrl)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(await signingKey(config));
  const response = await fetchImpl(config.tokenUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
      assertion,
    }).toString(),
  });
  const body = (await response.json().catch(() => ({}))) as {
    access_token?: string;
    expires_in?: number;
  };
  if (!response.ok || !body.access_token)
    throw new FcmError(response.status, "THIRD_PARTY_AUTH_ERROR", response.status >= 500, false);
  tokens.set(cacheKey, {
    value: body.access_token,
    expiresAt: Date.now() + Math.max(60, (body.expires_in ?? 3600) - 60) * 1000,
  });
  return body.access_token;
}

export type FcmClient = { send(message: FcmMessage): Promise<{ name: string }> };

export function createFcmClient(config: FcmConfig, fetchImpl: typeof fetch = fetch): FcmClient {
  async function post(message: FcmMessage, renewed: boolean): Promise<{ name: string }> {
    let response: Response;
    try {
      response = await fetchImpl(config.sendUrl, {
        method: "POST",
        headers: {
          authorization: `Bearer ${await accessToken(config, fetchImpl)}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({ message }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      if (error instanceof FcmError) throw error;
      throw new FcmError(0, "NETWORK", true, false);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (response.ok) return { name: String((body as { name?: string } | undefined)?.name ?? "") };
    // An access token revoked before its time: one more try with a new one.
    if (response.status === 401 && !renewed) {
      tokens.clear();
      return post(message, true);
    }
    throw fcmErrorFrom(response.status, body, response.headers.get("retry-after"));
  }
  return { send: (message) => post(message, false) };
}
