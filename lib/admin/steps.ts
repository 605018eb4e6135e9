import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { qualified } from "@/lib/db/qualified";
import { locations, mapsCredentials, tenants, users } from "@/lib/db/schema";

/** /apps/rar-steps: bringing a customer on, in order (spec §2 admin). */
export const ONBOARDING_STEPS = ["TENANT", "MAPS_ACCOUNT", "STORES", "USERS"] as const;
export type OnboardingStepKey = (typeof ONBOARDING_STEPS)[number];

export type OnboardingStep = { key: OnboardingStepKey; done: boolean; count: number };

/**
 * Each step as the tenant's data says it is: the tenant active, a maps account linked by one of
 * its users, stores imported, and colleagues invited beyond the first user. One statement.
 */
export async function onboardingSteps(
  db: Db,
  { tenantId }: { tenantId: string },
): Promise<OnboardingStep[]> {
  const [row] = await db
    .select({
      active: sql<boolean>`${tenants.status} = 'ACTIVE'`,
      linked: sql<number>`(select count(*)::int from ${mapsCredentials} c
        join ${users} u on u.id = c.user_id where u.tenant_id = ${qualified(tenants.id)})`,
      stores: sql<number>`(select count(*)::int from ${locations} l where l.tenant_id = ${qualified(tenants.id)})`,
      users: sql<number>`(select count(*)::int from ${users} u where u.tenant_id = ${qualified(tenants.id)})`,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!row) return ONBOARDING_STEPS.map((key) => ({ key, done: false, count: 0 }));
  return [
    { key: "TENANT", done: row.active, count: 1 },
    { key: "MAPS_ACCOUNT", done: row.linked > 0, count: row.linked },
    { key: "STORES", done: row.stores > 0, count: row.stores },
    { key: "USERS", done: row.users > 1, count: row.users },
  ];
}
