import "server-only";
import { requestMetaFromHeaders } from "@/lib/auth/request-meta";
import { readClaimsFromRequest } from "@/lib/auth/token";
import { effectiveRoles } from "@/lib/auth/permissions";
import { getUserFromClaims } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { LOCALE_COOKIE, resolveLocale, type Locale } from "@/lib/i18n/config";

export type CurrentUser = NonNullable<Awaited<ReturnType<typeof getUserFromClaims>>>;

/** What every resolver receives. The tenant and roles come from the server-side session only. */
export type GraphQLContext = {
  db: Db;
  /** The signed-in user re-read from the database, or null (no token, bad token, stale sessionVersion). */
  user: CurrentUser | null;
  tenantId: string | null;
  /** The user's roles as access checks see them (a lead also counts as TRIAL). */
  roles: string[];
  ip: string | null;
  userAgent: string | null;
  locale: Locale;
};

function readCookie(cookieHeader: string | null, name: string): string | undefined {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

export async function createGraphQLContext(db: Db, request: Request): Promise<GraphQLContext> {
  const claims = await readClaimsFromRequest(request);
  const user = claims ? await getUserFromClaims(db, claims) : null;
  return {
    db,
    user,
    tenantId: user?.tenantId ?? null,
    roles: user ? effectiveRoles(user) : [],
    ...requestMetaFromHeaders(request.headers),
    locale: resolveLocale(
      readCookie(request.headers.get("cookie"), LOCALE_COOKIE),
      request.headers.get("accept-language"),
    ),
  };
}
