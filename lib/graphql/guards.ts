import "server-only";
import { hasAccess, SECTIONS } from "@/lib/auth/permissions";
import type { CurrentUser, GraphQLContext } from "./context";
import { forbidden, unauthenticated } from "./errors";

export type Section = keyof typeof SECTIONS;

/** The signed-in user, or UNAUTHENTICATED. Resolvers call this even when middleware already checked. */
export function requireUser(ctx: GraphQLContext): CurrentUser {
  if (!ctx.user) throw unauthenticated();
  return ctx.user;
}

/**
 * The caller's tenant. A tenant sent by the client is only accepted when it is the caller's own:
 * anything else is FORBIDDEN, so a client can never widen its scope by naming another tenant.
 */
export function requireTenant(ctx: GraphQLContext, requested?: string | null): string {
  requireUser(ctx);
  if (!ctx.tenantId) throw forbidden("No tenant is assigned to this user");
  if (requested != null && requested !== ctx.tenantId) throw forbidden();
  return ctx.tenantId;
}

export function canAccessSection(ctx: GraphQLContext, section: Section): boolean {
  return hasAccess(ctx.roles, SECTIONS[section]);
}

/** FORBIDDEN unless the roles of the session grant `section` (spec §6 table in lib/auth/permissions). */
export function requireSection(ctx: GraphQLContext, section: Section): CurrentUser {
  const user = requireUser(ctx);
  if (!canAccessSection(ctx, section)) throw forbidden();
  return user;
}
