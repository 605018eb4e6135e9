// Edge-safe and pure: what happens to a request for a path, given the session claims (or none).
import { matchRoute, normalizePath } from "./routes";
import { canAccessSection, effectiveRoles, isTrialUser, trialVariantFor } from "./sections";
import type { SessionClaims } from "./types";

export const LOGIN_PATH = "/login";
export const NOT_FOUND_PATH = "/pages/errors/error-404";
/**
 * Cookie holding the address a signed-out visitor asked for. Middleware sets it when it sends them
 * to /login; after sign-in `/` takes a user with roles there (or to the root), and middleware
 * clears it once that page is reached (spec §2, §6).
 */
export const RETURN_TO_COOKIE = "sp_return_to";

export type RouteDecision =
  | { type: "next" }
  /** `returnTo`: the attempted address to remember while the visitor signs in. */
  | { type: "redirect"; to: string; returnTo?: string };

export type DecideOptions = {
  /** The request's query string ("?a=1" or ""), kept on the attempted path of a redirect. */
  search?: string;
};

const PASS: RouteDecision = { type: "next" };

/**
 * Paths that are not pages of the route table pass untouched: Auth.js and the maps simulator need
 * no session, and every other API handler (GraphQL, events, notifications) authenticates itself
 * (cookie or Bearer) and answers 401/403 instead of a redirect. Files with an extension are assets.
 */
function isNonPage(path: string): boolean {
  if (path === "/api" || path.startsWith("/api/")) return true;
  if (path.startsWith("/_next/")) return true;
  const last = path.slice(path.lastIndexOf("/") + 1);
  return /\.[A-Za-z0-9]+$/.test(last);
}

/** Whether the claims may open `path` (a path of the table, not public, not a redirect). */
function allows(path: string, claims: SessionClaims): boolean {
  const match = matchRoute(path);
  if (!match || match.route.redirectTo) return false;
  return match.route.public || canAccessSection(effectiveRoles(claims), match.route.section);
}

/** A stored return address is only followed when it is a local path the user may open. */
export function followReturnTo(
  value: string | null | undefined,
  claims: SessionClaims,
): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.includes("\\"))
    return null;
  const pathOnly = value.split(/[?#]/)[0];
  if (pathOnly === "/" || pathOnly === LOGIN_PATH) return null;
  return allows(pathOnly, claims) ? value : null;
}

/**
 * Order: non-page paths pass; unknown paths → 404; forwarding routes; public routes pass; no or
 * expired session → /login, remembering the attempted address; allowed → pass; trial users → the
 * no-access variant; everyone else → the 404 page carrying the attempted path.
 */
export function decideRoute(
  pathname: string,
  claims: SessionClaims | null,
  options: DecideOptions = {},
): RouteDecision {
  const path = normalizePath(pathname);
  if (isNonPage(path)) return PASS;
  const match = matchRoute(path);
  if (!match) return { type: "redirect", to: NOT_FOUND_PATH };
  const { route } = match;
  if (route.redirectTo) return { type: "redirect", to: route.redirectTo };
  if (route.public) return PASS;
  const attempted = `${path}${options.search ?? ""}`;
  if (!claims) {
    return path === "/"
      ? { type: "redirect", to: LOGIN_PATH }
      : { type: "redirect", to: LOGIN_PATH, returnTo: attempted };
  }
  if (canAccessSection(effectiveRoles(claims), route.section)) return PASS;
  // route.section is non-null from here on: a null section always passes.
  if (route.section && isTrialUser(claims))
    return { type: "redirect", to: trialVariantFor(route.section) };
  return { type: "redirect", to: `${NOT_FOUND_PATH}?from=${encodeURIComponent(attempted)}` };
}

/**
 * Where a navigation item should lead for these claims: its own url when allowed, the trial
 * variant for a trial user, or null when the item must not be shown.
 */
export function resolveNavTarget(url: string, claims: SessionClaims): string | null {
  const match = matchRoute(url);
  if (!match) return null;
  if (allows(url, claims)) return url;
  if (match.route.section && isTrialUser(claims)) return trialVariantFor(match.route.section);
  return null;
}
