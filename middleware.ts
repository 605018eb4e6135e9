// Edge middleware (ARCHITECTURE.md §3): session presence/expiry, the route table and each page's
// nonce policy. It is a fast first gate only: pages, resolvers and route handlers check the user
// again on the server. No decision here reads `x-middleware-subrequest` or any other
// client-settable header.
import { NextResponse, type NextRequest } from "next/server";
import { decideRoute, RETURN_TO_COOKIE } from "@/lib/auth/permissions";
import {
  decodeSessionToken,
  encodeSessionToken,
  SESSION_COOKIE_OPTIONS,
  sessionCookieValue,
} from "@/lib/auth/session-cookie";
import { SESSION_COOKIE_NAME } from "@/lib/auth/config";
import { nowSeconds } from "@/lib/auth/claims";
import { refuseBadServerAction } from "@/lib/http/server-action-guard";
import { PAGE_PATH_HEADER } from "@/lib/navigation/page-path";
import { newNonce, noncePolicy } from "@/lib/security/csp";

/**
 * A page rather than an API route. Every page is rendered per request (the root layout reads the
 * locale), signed in or not, so each carries a nonce: /login and the other public pages too.
 */
function isPage(pathname: string): boolean {
  return pathname !== "/api" && !pathname.startsWith("/api/");
}

/**
 * Passes the request on with a fresh nonce policy, on the request (Next reads the nonce from it
 * and puts it on its own scripts) and on the response, where it replaces the static policy of
 * next.config.mjs: no inline script without the nonce runs. The request also names its page for
 * the shell's skeleton (lib/navigation/page-path.ts).
 */
function withNonce(request: NextRequest): NextResponse {
  const policy = noncePolicy(newNonce());
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  headers.set(PAGE_PATH_HEADER, request.nextUrl.pathname + request.nextUrl.search);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export async function middleware(request: NextRequest) {
  // Before any redirect: a refused action must not be re-posted to /login by a 307.
  const refused = await refuseBadServerAction(request);
  if (refused) return refused;
  const { pathname, search } = request.nextUrl;
  const now = nowSeconds();
  // A link prefetch is not a visit: it neither keeps the session alive nor becomes the return address.
  const prefetch =
    request.headers.has("next-router-prefetch") || request.headers.get("purpose") === "prefetch";
  const cookieValue = sessionCookieValue((name) => request.cookies.get(name)?.value);
  const session = cookieValue ? await decodeSessionToken(cookieValue, "cookie", now) : null;

  const decision = decideRoute(pathname, session?.claims ?? null, { search });
  const response =
    decision.type === "redirect"
      ? NextResponse.redirect(new URL(decision.to, request.url))
      : isPage(pathname)
        ? withNonce(request)
        : NextResponse.next();

  if (cookieValue && !session) {
    // Expired, idle or forged: drop it so the browser stops sending it.
    response.cookies.set(SESSION_COOKIE_NAME, "", { ...SESSION_COOKIE_OPTIONS, maxAge: 0 });
  } else if (session && request.method === "GET" && !prefetch) {
    // Activity keeps the session alive: a fresh lastSeen restarts the idle timeout.
    const refreshed = await encodeSessionToken({ ...session, lastSeen: now });
    response.cookies.set(SESSION_COOKIE_NAME, refreshed, SESSION_COOKIE_OPTIONS);
  }
  const returnCookie = {
    httpOnly: true,
    sameSite: "lax",
    secure: SESSION_COOKIE_OPTIONS.secure,
    path: "/",
  } as const;
  if (decision.type === "redirect" && decision.returnTo && !prefetch) {
    response.cookies.set(RETURN_TO_COOKIE, decision.returnTo, returnCookie);
  } else if (
    decision.type === "next" &&
    request.cookies.get(RETURN_TO_COOKIE)?.value === `${pathname}${search}`
  ) {
    // The remembered address has been reached.
    response.cookies.set(RETURN_TO_COOKIE, "", { ...returnCookie, maxAge: 0 });
  }
  // Nothing a signed-in user receives may be stored by a shared cache.
  if (session) response.headers.set("Cache-Control", "private, no-store");
  // No locale cookie is set here: without one, each request reads Accept-Language again
  // (lib/i18n/config.ts), and a request without it gets the default language, not a cookie.
  return response;
}

export const config = {
  // Auth.js and the maps simulator set their own cookies; static files need nothing; uploads check
  // the session themselves (the middleware would keep only the first 10 MB of a body).
  matcher: [
    "/((?!_next/static|_next/image|images|favicon.ico|api/auth|api/maps-sim|api/serp-sim|api/ads-sim|api/push-sim|push-sw.js|api/files|api/media-link).*)",
  ],
};
