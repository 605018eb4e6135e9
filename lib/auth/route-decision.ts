// Edge-safe.
import { matchRoute, normalizePath } from "./routes";
import { canAccessSection, effectiveRoles, isTrialUser, trialVariantFor } from "./sections";
import type { SessionClaims } from "./types";

export const LOGIN_PATH = "/login";
export const NOT_FOUND_PATH = "/pages/errors/error-404";
// Set when middleware sends a signed-out visitor to /login; cleared once that page is reached
// (spec §2, §6).
export const RETURN_TO_COOKIE = "sp_return_to";

export type RouteDecision = { type: "next" } | { type: "redirect"; to: string; returnTo?: string };

export type DecideOptions = {
  search?: string;
};

const PASS: RouteDecision = { type: "next" };

// Auth.js and the maps simulator need no session; other API handlers authenticate themselves and
// answer 401/403 rather than redirect. Files with an extension are assets.
function isNonPage(path: string): boolean {
  if (path === "/api" || path.startsWith("/api/")) return true;
  if (path.startsWith("/_next/")) return true;
  const last = path.slice(path.lastIndexOf("/") + 1);
  return /\.[A-Za-z0-9]+$/.test(last);
}

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

export function resolveNavTarget(url: string, claims: SessionClaims): string | null {
  const match = matchRoute(url);
  if (!match) return null;
  if (allows(url, claims)) return url;
  if (match.route.section && isTrialUser(claims)) return trialVariantFor(match.route.section);
  return null;
}
