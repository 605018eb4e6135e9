import "server-only";
import type { FetchLike } from "@/lib/maps/client";
import { appOrigin, BUSINESS_MANAGE_SCOPE, SIMULATOR_PATH } from "@/lib/maps/config";
import type { OAuthTokenResponse } from "@/lib/maps/types";
import { registeredClient } from "./config";
import { handleMapsSimRequest } from "./router";

// For integration tests: no HTTP server; `simulatorSignIn` stands in for a person on the consent
// screen.

export const simulatorFetch: FetchLike = async (input, init) => {
  const url = new URL(input);
  if (!url.pathname.startsWith(`${SIMULATOR_PATH}/`))
    throw new Error(`simulatorFetch only serves ${SIMULATOR_PATH}: ${url.pathname}`);
  return handleMapsSimRequest(new Request(url, init));
};

export type SimSignInOptions = {
  /** Defaults to the app's own callback-looking address. */
  redirectUri?: string;
  scope?: string;
  offline?: boolean;
  /** The OAuth client signed in to (a project's); the first project's by default. */
  clientId?: string;
};

function clientOf(options: SimSignInOptions) {
  const client = registeredClient(options.clientId);
  if (!client) throw new Error(`No maps project has the client ${options.clientId}`);
  return client;
}

export async function simulatorAuthorize(
  sub: string,
  options: SimSignInOptions = {},
): Promise<{ code: string; redirectUri: string }> {
  const redirectUri = options.redirectUri ?? `${appOrigin()}/api/auth/callback/maps`;
  const form = new URLSearchParams({
    client_id: clientOf(options).clientId,
    redirect_uri: redirectUri,
    response_type: "code",
    scope: options.scope ?? `openid email profile ${BUSINESS_MANAGE_SCOPE}`,
    state: "in-process",
    access_type: options.offline === false ? "online" : "offline",
    sub,
  });
  const response = await handleMapsSimRequest(
    new Request(`${appOrigin()}${SIMULATOR_PATH}/oauth/authorize`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form.toString(),
    }),
  );
  const location = response.headers.get("location");
  const code = location ? new URL(location).searchParams.get("code") : null;
  if (response.status !== 302 || !code)
    throw new Error(`Simulator sign-in as ${sub} failed with ${response.status}`);
  return { code, redirectUri };
}

export async function simulatorSignIn(
  sub: string,
  options: SimSignInOptions = {},
): Promise<OAuthTokenResponse> {
  const { code, redirectUri } = await simulatorAuthorize(sub, options);
  const { clientId, clientSecret } = clientOf(options);
  const response = await handleMapsSimRequest(
    new Request(`${appOrigin()}${SIMULATOR_PATH}/oauth/token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
        client_id: clientId,
        client_secret: clientSecret,
      }).toString(),
    }),
  );
  if (!response.ok) throw new Error(`Simulator token exchange failed with ${response.status}`);
  return (await response.json()) as OAuthTokenResponse;
}
