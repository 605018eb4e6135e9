import "server-only";
import type { FetchLike } from "./client";
import { getMapsConfig, MAPS_OAUTH_SCOPES, type MapsConfig } from "./config";
import { errorFromResponse, MapsApiError } from "./errors";
import type { OAuthTokenResponse, UserInfo } from "./types";

type CallOptions = { fetch?: FetchLike; config?: MapsConfig };

export type AuthorizeUrlInput = {
  redirectUri: string;
  state: string;
  codeChallenge?: string;
  nonce?: string;
  loginHint?: string;
  prompt?: "consent" | "select_account" | "none";
  scopes?: readonly string[];
};

/** access_type=offline asks for a refresh token. */
export function buildAuthorizeUrl(
  input: AuthorizeUrlInput,
  config: MapsConfig = getMapsConfig(),
): string {
  const url = new URL(config.authorizeUrl);
  const params: Record<string, string | undefined> = {
    client_id: config.clientId,
    redirect_uri: input.redirectUri,
    response_type: "code",
    scope: (input.scopes ?? MAPS_OAUTH_SCOPES).join(" "),
    state: input.state,
    access_type: "offline",
    code_challenge: input.codeChallenge,
    code_challenge_method: input.codeChallenge ? "S256" : undefined,
    nonce: input.nonce,
    login_hint: input.loginHint,
    prompt: input.prompt,
  };
  for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
  return url.toString();
}

async function postToken(
  form: Record<string, string | undefined>,
  { fetch: fetchImpl = fetch, config = getMapsConfig() }: CallOptions,
) {
  if (!config.clientId || !config.clientSecret) {
    throw new MapsApiError(
      500,
      "invalid_client",
      "MAPS_OAUTH_CLIENT_ID and MAPS_OAUTH_CLIENT_SECRET must be set",
    );
  }
  const body = new URLSearchParams({
    client_id: config.clientId,
    client_secret: config.clientSecret,
  });
  for (const [key, value] of Object.entries(form)) if (value) body.set(key, value);
  const response = await fetchImpl(config.tokenUrl, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: body.toString(),
    cache: "no-store",
  });
  if (!response.ok) throw await errorFromResponse(response);
  return (await response.json()) as OAuthTokenResponse;
}

export function exchangeCode(
  input: { code: string; redirectUri: string; codeVerifier?: string },
  options: CallOptions = {},
) {
  return postToken(
    {
      grant_type: "authorization_code",
      code: input.code,
      redirect_uri: input.redirectUri,
      code_verifier: input.codeVerifier,
    },
    options,
  );
}

/** Google does not rotate the refresh token, so the response has none. */
export function refreshAccessToken(refreshToken: string, options: CallOptions = {}) {
  return postToken({ grant_type: "refresh_token", refresh_token: refreshToken }, options);
}

export async function getUserInfo(
  accessToken: string,
  { fetch: fetchImpl = fetch, config = getMapsConfig() }: CallOptions = {},
) {
  const response = await fetchImpl(config.userInfoUrl, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
    cache: "no-store",
  });
  if (!response.ok) throw await errorFromResponse(response);
  return (await response.json()) as UserInfo;
}
