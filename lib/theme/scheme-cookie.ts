// Edge-safe and isomorphic: no imports.

/**
 * The signed-in user's colour scheme, kept in a cookie by the browser: the shell's skeleton goes
 * out before the user's theme is read, and paints dark for a dark theme instead of flashing light.
 */
export const SCHEME_COOKIE = "sp-scheme";

export function schemeCookie(scheme: "light" | "dark"): string {
  return `${SCHEME_COOKIE}=${scheme}; path=/; max-age=${365 * 24 * 60 * 60}; samesite=lax`;
}
