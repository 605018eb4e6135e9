import "server-only";
import { BUSINESS_MANAGE_SCOPE } from "@/lib/maps/config";
import { allowedRedirectOrigins, registeredClient } from "../config";

/** Google's userinfo.* long forms and the legacy business scope included. */
const KNOWN_SCOPES = new Set([
  "openid",
  "email",
  "profile",
  "https://www.googleapis.com/auth/userinfo.email",
  "https://www.googleapis.com/auth/userinfo.profile",
  BUSINESS_MANAGE_SCOPE,
  "https://www.googleapis.com/auth/plus.business.manage",
]);

export type AuthorizeParams = {
  clientId: string;
  redirectUri: string;
  scope: string;
  state?: string;
  codeChallenge?: string;
  codeChallengeMethod?: "S256" | "plain";
  nonce?: string;
  accessType: "online" | "offline";
  loginHint?: string;
};

export const AUTHORIZE_FIELDS = [
  "client_id",
  "redirect_uri",
  "response_type",
  "scope",
  "state",
  "code_challenge",
  "code_challenge_method",
  "nonce",
  "access_type",
  "login_hint",
] as const;

export type AuthorizeCheck =
  | { ok: true; params: AuthorizeParams }
  /** Shown as a page: redirecting to an unverified client or address would be unsafe. */
  | { ok: false; page: "invalid_client" | "redirect_uri_mismatch" }
  | { ok: false; redirectTo: string };

export function errorRedirect(
  redirectUri: string,
  error: string,
  state: string | undefined,
  description?: string,
): string {
  const url = new URL(redirectUri);
  url.searchParams.set("error", error);
  if (description) url.searchParams.set("error_description", description);
  if (state) url.searchParams.set("state", state);
  return url.toString();
}

function redirectUriAllowed(value: string, request: Request): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    (url.protocol === "http:" || url.protocol === "https:") &&
    !url.hash &&
    allowedRedirectOrigins(request).has(url.origin)
  );
}

/** In Google's order: client, redirect address, then the rest. */
export function checkAuthorizeRequest(source: URLSearchParams, request: Request): AuthorizeCheck {
  const get = (key: string) => source.get(key)?.trim() || undefined;
  const clientId = get("client_id");
  if (!clientId || !registeredClient(clientId)) return { ok: false, page: "invalid_client" };
  const redirectUri = get("redirect_uri");
  if (!redirectUri || !redirectUriAllowed(redirectUri, request))
    return { ok: false, page: "redirect_uri_mismatch" };

  const state = get("state");
  const fail = (error: string, description: string) => ({
    ok: false as const,
    redirectTo: errorRedirect(redirectUri, error, state, description),
  });
  if (get("response_type") !== "code")
    return fail("unsupported_response_type", "Only response_type=code is supported");

  const scopes = (get("scope") ?? "").split(/\s+/).filter(Boolean);
  if (scopes.length === 0) return fail("invalid_request", "Missing required parameter: scope");
  if (scopes.some((scope) => !KNOWN_SCOPES.has(scope)))
    return fail("invalid_scope", "Some requested scopes were invalid");

  const codeChallenge = get("code_challenge");
  const method = get("code_challenge_method") ?? (codeChallenge ? "plain" : undefined);
  if (codeChallenge && !/^[A-Za-z0-9\-._~]{43,128}$/.test(codeChallenge))
    return fail("invalid_request", "Invalid code_challenge");
  if (method && method !== "S256" && method !== "plain")
    return fail("invalid_request", "Invalid code_challenge_method");
  if (method && !codeChallenge) return fail("invalid_request", "Missing code_challenge");

  const accessType = get("access_type") ?? "online";
  if (accessType !== "online" && accessType !== "offline")
    return fail("invalid_request", "Invalid access_type");

  return {
    ok: true,
    params: {
      clientId,
      redirectUri,
      scope: [...new Set(scopes)].join(" "),
      state,
      codeChallenge,
      codeChallengeMethod: method as AuthorizeParams["codeChallengeMethod"],
      nonce: get("nonce"),
      accessType,
      loginHint: get("login_hint"),
    },
  };
}
