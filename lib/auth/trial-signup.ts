import "server-only";
import { and, eq, isNull, like } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { memberSettings, roles, tenantConfigs, tenants, userRoles, users } from "@/lib/db/schema";
import { TENANT_NAME_MAX } from "@/lib/validation/tenant";
import { ROLE } from "./sections";

export type MapsIdentity = {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  givenName?: string | null;
  familyName?: string | null;
  picture?: string | null;
};

/** The tenant config that marks a trial tenant (spec §2: the manage-workspaces option hides on it). */
export const LEADS_CONFIG = {
  config: "LEADS",
  values: [{ name: "IS_LEAD", boolean: true }],
} as const;

// Spec §5: one word, no special characters.
export function tenantNameBase(email: string): string {
  const local = email.split("@")[0] ?? "";
  const clean = local
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]/g, "")
    .toLowerCase();
  return `trial${clean}`.slice(0, TENANT_NAME_MAX - 4);
}

export function uniqueTenantName(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`)) return `${base}${n}`;
}

function splitName(identity: MapsIdentity): { firstName: string; lastName: string } {
  if (identity.givenName || identity.familyName) {
    return { firstName: identity.givenName ?? "", lastName: identity.familyName ?? "" };
  }
  const [first = "", ...rest] = (identity.name ?? "").trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(" ") };
}

// One transaction: the tenant, the lead and its settings all exist afterwards, or none does.
export async function createTrialLead(
  db: Db,
  identity: MapsIdentity & { email: string },
  now: Date = new Date(),
): Promise<string> {
  const base = tenantNameBase(identity.email);
  // A concurrent sign-up may take the same tenant name between our read and insert: try again.
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const taken = await tx
          .select({ name: tenants.name })
          .from(tenants)
          .where(like(tenants.name, `${base}%`));
        const name = uniqueTenantName(base, new Set(taken.map((t) => t.name)));
        const [tenant] = await tx
          .insert(tenants)
          .values({ name, status: "ACTIVE" })
          .returning({ id: tenants.id });
        await tx.insert(tenantConfigs).values({
          tenantId: tenant.id,
          config: LEADS_CONFIG.config,
          values: [...LEADS_CONFIG.values],
        });
        await tx
          .insert(roles)
          .values({ name: ROLE.TRIAL, description: "Free trial" })
          .onConflictDoNothing();
        const [trialRole] = await tx
          .select({ id: roles.id })
          .from(roles)
          .where(and(eq(roles.name, ROLE.TRIAL), isNull(roles.tenantId)));
        const [user] = await tx
          .insert(users)
          .values({
            tenantId: tenant.id,
            kind: "lead",
            email: identity.email.toLowerCase(),
            mapsSubject: identity.sub,
            ...splitName(identity),
            picture: identity.picture ?? null,
            isLeads: true,
            leadStep: "info",
            trialStartedAt: now,
          })
          .returning({ id: users.id });
        await tx.insert(userRoles).values({ userId: user.id, roleId: trialRole.id });
        await tx.insert(memberSettings).values({ userId: user.id, tenantId: tenant.id });
        return user.id;
      });
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}
