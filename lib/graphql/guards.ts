import "server-only";
import { hasAccess, isSuperAdmin, ROLE, SECTIONS } from "@/lib/auth/permissions";
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

/** Who a resolver acts for: the signed-in user of a section, always in their own tenant. */
export type SectionCaller = { userId: string; tenantId: string };

/** Who acts, for the few operations every signed-in user has (their profile, theme, bell). */
export function signedInCaller(ctx: GraphQLContext): SectionCaller {
  return { userId: requireUser(ctx).id, tenantId: requireTenant(ctx) };
}

/**
 * The caller of a section's resolver: UNAUTHENTICATED without a session, FORBIDDEN unless the
 * session's roles grant `section` (any of them, for a list). Every section's resolvers start here.
 */
export function sectionCaller(
  ctx: GraphQLContext,
  section: Section | readonly Section[],
): SectionCaller {
  requireUser(ctx);
  const sections: readonly Section[] = typeof section === "string" ? [section] : section;
  if (!sections.some((one) => canAccessSection(ctx, one))) throw forbidden();
  return signedInCaller(ctx);
}

/** A platform administrator, who reaches across tenants (ARCHITECTURE §4); FORBIDDEN otherwise. */
export function requireSuperAdmin(ctx: GraphQLContext): CurrentUser {
  const user = requireUser(ctx);
  if (!isSuperAdmin(ctx.roles)) throw forbidden();
  return user;
}

/**
 * Who may list the tenant's stores, by any query that answers them (`locations`, the default
 * workspace's stores): the store section, or a trial user (leads pick their locations during
 * onboarding, before any module role exists).
 */
export function canListLocations(ctx: GraphQLContext): boolean {
  return canAccessSection(ctx, "store") || ctx.roles.includes(ROLE.TRIAL);
}

export function requireLocationAccess(ctx: GraphQLContext): string {
  const tenantId = requireTenant(ctx);
  if (!canListLocations(ctx)) throw forbidden();
  return tenantId;
}
