import "server-only";
import { hasAccess, isSuperAdmin, ROLE, SECTIONS } from "@/lib/auth/permissions";
import type { CurrentUser, GraphQLContext } from "./context";
import { forbidden, unauthenticated } from "./errors";

export type Section = keyof typeof SECTIONS;

/** Resolvers call this even when middleware already checked. */
export function requireUser(ctx: GraphQLContext): CurrentUser {
  if (!ctx.user) throw unauthenticated();
  return ctx.user;
}

/** A tenant sent by the client must be the caller's own, so a client can never widen its scope. */
export function requireTenant(ctx: GraphQLContext, requested?: string | null): string {
  requireUser(ctx);
  if (!ctx.tenantId) throw forbidden("No tenant is assigned to this user");
  if (requested != null && requested !== ctx.tenantId) throw forbidden();
  return ctx.tenantId;
}

export function canAccessSection(ctx: GraphQLContext, section: Section): boolean {
  return hasAccess(ctx.roles, SECTIONS[section]);
}

export function requireSection(ctx: GraphQLContext, section: Section): CurrentUser {
  const user = requireUser(ctx);
  if (!canAccessSection(ctx, section)) throw forbidden();
  return user;
}

export type SectionCaller = { userId: string; tenantId: string };

/** Who acts, for the few operations every signed-in user has (their profile, theme, bell). */
export function signedInCaller(ctx: GraphQLContext): SectionCaller {
  return { userId: requireUser(ctx).id, tenantId: requireTenant(ctx) };
}

/** Every section's resolvers start here. */
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

/** Also trial users: leads pick their locations during onboarding, before any module role exists. */
export function canListLocations(ctx: GraphQLContext): boolean {
  return canAccessSection(ctx, "store") || ctx.roles.includes(ROLE.TRIAL);
}

export function requireLocationAccess(ctx: GraphQLContext): string {
  const tenantId = requireTenant(ctx);
  if (!canListLocations(ctx)) throw forbidden();
  return tenantId;
}
