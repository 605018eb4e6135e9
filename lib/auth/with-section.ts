import "server-only";
import type { Db } from "@/lib/db/client";
import { effectiveRoles, hasAccess, SECTIONS, type SectionKey } from "./permissions";
import { getUserFromClaims, type SessionUser } from "./session";
import { readClaimsFromRequest } from "./token";

/**
 * Who may call a route: a section of spec §6, any of several sections, a rule of its own (Super
 * Admins, the mail catcher's readers), or null for any signed-in user.
 */
export type RouteSection =
  SectionKey | readonly SectionKey[] | ((roles: string[], user: SessionUser) => boolean) | null;

/** The caller a route handler works for; the tenant is always the session's own. */
export type RouteCaller = {
  db: Db;
  user: SessionUser;
  userId: string;
  tenantId: string;
  roles: string[];
};

export type RouteRefusal =
  { status: 401; code: "UNAUTHENTICATED" } | { status: 403; code: "FORBIDDEN" };

type Handler<A extends unknown[], R> = (
  caller: RouteCaller,
  request: Request,
  ...args: A
) => Promise<R>;
type Guarded<A extends unknown[], R> = (db: Db, request: Request, ...args: A) => Promise<R>;

const jsonRefusal = ({ status, code }: RouteRefusal) =>
  Response.json({ error: { code } }, { status });

function admits(section: RouteSection, roles: string[], user: SessionUser): boolean {
  if (section === null) return true;
  if (typeof section === "function") return section(roles, user);
  const sections: readonly SectionKey[] = typeof section === "string" ? [section] : section;
  return sections.some((one) => hasAccess(roles, SECTIONS[one]));
}

/**
 * A route handler behind the session: 401 without a standing session (cookie or Bearer token),
 * 403 when `section` does not admit the caller's roles, else the handler with the caller. Every
 * route handler that serves a signed-in user reads the session through here, never on its own.
 * `refuse` shapes the two refusals where a route answers something other than `{ error: { code } }`.
 */
export function withSection<A extends unknown[]>(
  section: RouteSection,
  handler: Handler<A, Response>,
): Guarded<A, Response>;
export function withSection<A extends unknown[], R>(
  section: RouteSection,
  handler: Handler<A, R>,
  refuse: (refusal: RouteRefusal) => R,
): Guarded<A, R>;
export function withSection<A extends unknown[], R>(
  section: RouteSection,
  handler: Handler<A, R>,
  refuse: (refusal: RouteRefusal) => R = jsonRefusal as unknown as (refusal: RouteRefusal) => R,
): Guarded<A, R> {
  return async (db, request, ...args) => {
    const claims = await readClaimsFromRequest(request);
    const user = claims ? await getUserFromClaims(db, claims) : null;
    if (!user) return refuse({ status: 401, code: "UNAUTHENTICATED" });
    const roles = effectiveRoles(user);
    if (!user.tenantId || !admits(section, roles, user))
      return refuse({ status: 403, code: "FORBIDDEN" });
    const caller = { db, user, userId: user.id, tenantId: user.tenantId, roles };
    return handler(caller, request, ...args);
  };
}
