import "server-only";
import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { getDb } from "@/lib/db/client";
import { mapsServiceMode } from "@/lib/maps/config";
import { recordLogin, recordLoginFailure } from "./sign-in-events";
import { parseSessionToken } from "./claims";
import { authConfig } from "./config";
import { grantFromAccount, saveMapsCredentials } from "./maps-credentials";
import {
  otherProjectProviders,
  projectOfProvider,
  projectSignInRedirect,
} from "./maps-project-sign-in";
import { resolveMapsSignIn } from "./maps-sign-in";
import { credentialsProvider, identityFromProfile, mapsProvider } from "./providers";
import { currentRequestMeta, withRequestMeta } from "./request-meta";
import { sessionUser } from "./session-user";
import { localeSetCookie, noteSignedIn, withSignInLocale } from "./sign-in-locale";

export function noPermissionsUrl(code: string): string {
  return `/no-permissions?error=${encodeURIComponent(code)}`;
}

// Onboarding and imports call the maps service as the user, so its tokens are kept (encrypted); a
// failure must not block the sign-in.
async function keepMapsTokens(userId: string, account: Parameters<typeof grantFromAccount>[0]) {
  const grant = grantFromAccount(account);
  if (!grant) return;
  try {
    await saveMapsCredentials(await getDb(), userId, grant);
  } catch (error) {
    console.error("maps credentials could not be saved", error);
  }
}

async function recordMapsRefusal(
  provider: string,
  attempted: string,
  reason: string,
  account?: { id: string; tenantId: string | null },
) {
  await recordLoginFailure(await getDb(), {
    provider,
    attempted,
    reason,
    account,
    source: "web",
    ...currentRequestMeta(),
  });
}

const nextAuth = NextAuth({
  ...authConfig,
  // With no maps service configured the maps sign-ins do not exist, rather than failing later.
  providers:
    mapsServiceMode() === "off"
      ? [credentialsProvider]
      : [
          credentialsProvider,
          mapsProvider("maps"),
          mapsProvider("maps-trial"),
          ...otherProjectProviders(),
        ],
  events: {
    async signIn({ user, account }) {
      const claims = user.claims;
      if (!claims || !account) return;
      await noteSignedIn(claims.userId);
      // verifyCredentials records credentials sign-ins, refused ones included.
      if (account.provider === "credentials") return;
      await recordLogin(await getDb(), {
        userId: claims.userId,
        tenantId: claims.tenantId,
        kind: claims.kind,
        source: "web",
        provider: account.provider,
        ...currentRequestMeta(),
      });
    },
  },
  callbacks: {
    ...authConfig.callbacks,
    // Beyond the token's own times: a user who logged out elsewhere, was disabled or changed tenant
    // or roles reads as signed out everywhere, and the cookie is cleared.
    async jwt(params) {
      const token = await authConfig.callbacks.jwt(params);
      if (!token || params.user) return token;
      const fields = parseSessionToken(token);
      return fields && (await sessionUser(fields.claims)) ? token : null;
    },
    async signIn({ user, account, profile }) {
      if (account?.provider === "credentials") return Boolean(user.claims);
      if (!account || !projectOfProvider(account.provider)) return false;
      const identity = identityFromProfile(profile);
      if (!identity) {
        await recordMapsRefusal(account.provider, "", "NO_USER_ACCOUNT");
        return noPermissionsUrl("NO_USER_ACCOUNT");
      }
      const intent = account.provider === "maps-trial" ? "trial" : "signin";
      const outcome = await resolveMapsSignIn(await getDb(), identity, intent);
      if (!outcome.ok) {
        await recordMapsRefusal(
          account.provider,
          identity.email ?? identity.sub,
          outcome.code,
          outcome.account,
        );
        return noPermissionsUrl(outcome.code);
      }
      // Another project's client issued these tokens: round again with the tenant's project's.
      const again = await projectSignInRedirect(
        await getDb(),
        outcome.claims.tenantId,
        account.provider,
      );
      if (again) return again;
      await keepMapsTokens(outcome.claims.userId, account);
      // Auth.js hands this same object to the jwt callback, which copies the claims into the token.
      user.claims = outcome.claims;
      return true;
    },
  },
});

export const { auth, signIn, signOut } = nextAuth;

// Auth.js gives its callbacks no request: its handlers run inside the request's meta
// (request-meta.ts), and a completed sign-in sets the user's profile language.
async function handle(request: NextRequest, handler: (request: NextRequest) => Promise<Response>) {
  const { result: response, locale } = await withSignInLocale(() =>
    withRequestMeta(request.headers, () => handler(request)),
  );
  if (locale) response.headers.append("Set-Cookie", localeSetCookie(locale));
  return response;
}

export const handlers = {
  GET: (request: NextRequest) => handle(request, nextAuth.handlers.GET),
  POST: (request: NextRequest) => handle(request, nextAuth.handlers.POST),
};
