import "server-only";
import { getDb } from "@/lib/db/client";
import type { Locale } from "@/lib/i18n/config";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { allowedRedirectOrigins } from "../config";
import { html, redirect } from "../http";
import { SIM_IDENTITIES } from "../identities";
import { findOrCreateIdentityByEmail, splitName } from "../identity-store";
import { readParams } from "../oauth/params";
import {
  checkAuthorizeRequest,
  errorRedirect,
  type AuthorizeCheck,
  type AuthorizeParams,
} from "../oauth/authorize-request";
import { requestLocale } from "@/lib/i18n/request-locale";
import { renderConsentPage, renderErrorPage, type ConsentError } from "../oauth/consent-page";
import { simIdentities, simOAuthCodes } from "../schema";
import { AUTH_CODE_SECONDS, randomToken, sha256Hex } from "../tokens";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const clientName = (locale: Locale) => ({ en, es })[locale].common.appName;

function refusal(check: Exclude<AuthorizeCheck, { ok: true }>, locale: Locale): Response {
  if ("redirectTo" in check) return redirect(check.redirectTo);
  return check.page === "invalid_client"
    ? html(renderErrorPage(locale, "errorInvalidClient"), 401)
    : html(renderErrorPage(locale, "errorRedirectMismatch"), 400);
}

export async function authorizeGet(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const locale = requestLocale(request);
  const check = checkAuthorizeRequest(url.searchParams, request);
  if (!check.ok) return refusal(check, locale);
  return html(
    renderConsentPage({
      locale,
      formAction: url.pathname,
      source: url.searchParams,
      clientName: clientName(locale),
      scope: check.params.scope,
    }),
  );
}

async function identityFor(source: URLSearchParams): Promise<{ sub: string } | ConsentError> {
  const db = await getDb();
  const sub = source.get("sub");
  if (sub) {
    const identity = SIM_IDENTITIES.find((candidate) => candidate.sub === sub);
    if (!identity) return "errorUnknownIdentity";
    // Signing in works even before the simulator is seeded; such an identity then manages nothing.
    await db
      .insert(simIdentities)
      .values({ sub, email: identity.email, name: identity.name, ...splitName(identity.name) })
      .onConflictDoNothing();
    return { sub };
  }
  const email = source.get("email")?.trim() ?? "";
  if (!email) return "errorEmailRequired";
  if (!EMAIL.test(email) || email.length > 254) return "errorInvalidEmail";
  return { sub: (await findOrCreateIdentityByEmail(db, email)).sub };
}

async function issueCode(params: AuthorizeParams, sub: string): Promise<string> {
  const code = randomToken("4/sim-");
  const db = await getDb();
  await db.insert(simOAuthCodes).values({
    codeHash: sha256Hex(code),
    sub,
    clientId: params.clientId,
    redirectUri: params.redirectUri,
    scope: params.scope,
    codeChallenge: params.codeChallenge ?? null,
    codeChallengeMethod: params.codeChallengeMethod ?? null,
    nonce: params.nonce ?? null,
    accessType: params.accessType,
    expiresAt: new Date(Date.now() + AUTH_CODE_SECONDS * 1000),
  });
  return code;
}

export async function authorizePost(request: Request): Promise<Response> {
  const locale = requestLocale(request);
  const origin = request.headers.get("origin");
  // A cross-site form must not sign a visitor in (login CSRF); browsers always send Origin on POST.
  if (origin && !allowedRedirectOrigins(request).has(origin))
    return html(renderErrorPage(locale, "errorForbidden"), 403);

  const url = new URL(request.url);
  const source = await readParams(request);
  const check = checkAuthorizeRequest(source, request);
  if (!check.ok) return refusal(check, locale);
  const { params } = check;
  if (source.get("decision") === "deny")
    return redirect(errorRedirect(params.redirectUri, "access_denied", params.state));

  const identity = await identityFor(source);
  if (typeof identity === "string") {
    const page = renderConsentPage({
      locale,
      formAction: url.pathname,
      source,
      clientName: clientName(locale),
      scope: params.scope,
      error: identity,
      email: source.get("email") ?? undefined,
    });
    return html(page, 400);
  }
  const target = new URL(params.redirectUri);
  target.searchParams.set("code", await issueCode(params, identity.sub));
  if (params.state) target.searchParams.set("state", params.state);
  target.searchParams.set("scope", params.scope);
  return redirect(target.toString());
}
