"use server";

import { canAccessSection, effectiveRoles } from "@/lib/auth/permissions";
import { getCurrentUser } from "@/lib/auth/session";
import { issueAccessToken } from "@/lib/auth/token";
import { claimsFor } from "@/lib/auth/user-access";
import { nowSeconds } from "@/lib/auth/claims";
import { SESSION } from "@/lib/constants";

export type IssueTokenResult =
  { ok: true; token: string; expiresAt: string } | { ok: false; error: "FORBIDDEN" };

/**
 * Issues an API token (Bearer for /api/graphql) for the signed-in admin themselves. The action is
 * callable by any browser, so it checks the session and the admin section again itself.
 */
export async function issueMyApiToken(): Promise<IssueTokenResult> {
  const user = await getCurrentUser();
  if (!user) return { ok: false, error: "FORBIDDEN" };
  const claims = claimsFor(user);
  if (!canAccessSection(effectiveRoles(claims), "admin")) return { ok: false, error: "FORBIDDEN" };
  const now = nowSeconds();
  const token = await issueAccessToken(claims, now);
  return {
    ok: true,
    token,
    expiresAt: new Date((now + SESSION.maxAgeSeconds) * 1000).toISOString(),
  };
}
