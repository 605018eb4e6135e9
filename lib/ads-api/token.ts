// The access token for the manager account's user: exchanged from the refresh token at Google's
// token endpoint and kept until shortly before it expires. The simulator takes any token.

import type { AdsConfig } from "./config";
import { AdsApiError, isRetryableStatus, networkError } from "./errors";

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** So a call started now does not carry a token that dies mid-way. */
const EXPIRY_MARGIN_MS = 60_000;
const SIMULATOR_TOKEN = "simulator-access-token";

const cache = new Map<string, { token: string; expiresAt: number }>();

export function forgetAdsTokens(): void {
  cache.clear();
}

export async function adsAccessToken(config: AdsConfig, fetchImpl: FetchLike): Promise<string> {
  if (config.mode === "simulator") return SIMULATOR_TOKEN;
  if (!config.clientId || !config.clientSecret || !config.refreshToken || !config.developerToken)
    throw new AdsApiError(
      503,
      "ADS_NOT_CONFIGURED",
      false,
      "ADS_DEVELOPER_TOKEN, ADS_OAUTH_CLIENT_ID, ADS_OAUTH_CLIENT_SECRET and ADS_REFRESH_TOKEN are required",
    );
  const key = `${config.clientId}:${config.refreshToken}`;
  const kept = cache.get(key);
  if (kept && kept.expiresAt - EXPIRY_MARGIN_MS > Date.now()) return kept.token;
  let response: Response;
  try {
    response = await fetchImpl(config.tokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        client_id: config.clientId,
        client_secret: config.clientSecret,
        refresh_token: config.refreshToken,
      }).toString(),
    });
  } catch (error) {
    throw networkError(error);
  }
  const body = (await response.json().catch(() => ({}))) as {
    access_token?: string;
    expires_in?: number;
    error?: string;
    error_description?: string;
  };
  if (!response.ok || !body.access_token)
    throw new AdsApiError(
      response.status === 200 ? 502 : response.status,
      body.error === "invalid_grant" ? "OAUTH_TOKEN_REVOKED" : "OAUTH_TOKEN_FAILED",
      isRetryableStatus(response.status),
      body.error_description ?? body.error,
    );
  cache.set(key, {
    token: body.access_token,
    expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000,
  });
  return body.access_token;
}
