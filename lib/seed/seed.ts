import "server-only";
import { count, sql } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import type { Db } from "@/lib/db/client";
import {
  adsAccounts,
  featureFlags,
  memberSettings,
  moduleStatus,
  roles,
  tenantConfigs,
  tenants,
  userRoles,
  users,
} from "@/lib/db/schema";
import { MODULE_STATUSES, ROLE_DESCRIPTIONS, ROLE_NAMES } from "./catalog";
import { bulkLoadLocations } from "./bulk-load";
import { generateLocations } from "./locations";
import { createRandom } from "./random";
import { buildTenantPlans, DEFAULT_ACME_STORES, tenantId } from "./tenants";
import { buildUserPlans } from "./users";
import { seedNotifications } from "./notifications";
import { seedUsage } from "./usage";
import { seedWorkspaces } from "./workspaces";

export type SeedOptions = {
  stores?: number;
  /** globex's stores (120 by default); its simulator account must hold as many locations. */
  globexStores?: number;
  now?: Date;
  /** More demo workspaces for acme beyond its four (the shell benchmark asks for 50 in all). */
  extraWorkspaces?: number;
};
export type SeedSummary = { tenants: number; locations: number; users: number };

export const roleId = (name: string) => createRandom(`role:${name}`).uuid();

export async function hasSeedData(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(tenants);
  return (row?.n ?? 0) > 0;
}

export async function resetDatabase(db: Db): Promise<void> {
  const result = await db.execute<{ name: string }>(sql`
    select format('%I.%I', schemaname, tablename) as name from pg_tables
    where schemaname in ('public', 'maps_sim') order by 1`);
  const names = (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
  if (names.length > 0)
    await db.execute(sql.raw(`truncate table ${names.join(", ")} restart identity cascade`));
}

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const tenantPlans = buildTenantPlans(options.stores ?? DEFAULT_ACME_STORES, options.globexStores);
  const userPlans = buildUserPlans(options.now ?? new Date());
  // Hash outside the transaction: scrypt runs on the thread pool while nothing holds a lock.
  const hashes = await Promise.all(
    userPlans.map((plan) => (plan.password ? hashPassword(plan.password) : null)),
  );
  let locationTotal = 0;

  await db.transaction(async (tx) => {
    await tx.insert(roles).values(
      ROLE_NAMES.map((name) => ({
        id: roleId(name),
        name,
        description: ROLE_DESCRIPTIONS[name],
      })),
    );
    await tx.insert(moduleStatus).values(MODULE_STATUSES);
    await tx.insert(tenants).values(
      tenantPlans.map(({ id, name, status, whitelistedDomains, timeZone }) => ({
        id,
        name,
        status,
        whitelistedDomains,
        // Most demo stores are in Argentina: posts are planned on its clock.
        timeZone: timeZone ?? "America/Argentina/Buenos_Aires",
      })),
    );
    // A custom role of acme's, as an agency bundles module roles for its store managers.
    await tx.insert(roles).values({
      id: createRandom("role:acme:store-managers").uuid(),
      tenantId: tenantId("acme"),
      name: "Store managers",
      description: "Stores, reviews and posts of their own stores",
      grants: ["GMB", "REVIEWS", "STORE"],
    });
    const configs = tenantPlans.flatMap((plan) =>
      plan.configs.map((config) => ({ tenantId: plan.id, ...config })),
    );
    if (configs.length > 0) await tx.insert(tenantConfigs).values(configs);
    const flags = tenantPlans.flatMap((plan) =>
      plan.flags.map((flag) => ({ tenantId: plan.id, ...flag })),
    );
    if (flags.length > 0) await tx.insert(featureFlags).values(flags);
    await tx.insert(adsAccounts).values({
      tenantId: tenantId("globex"),
      customerId: "1234567890",
      currencyCode: "EUR",
      dateTimeZone: "Europe/Madrid",
      descriptiveName: "Globex Cafés Ads",
      testAccount: true,
      status: "LINKED",
    });

    await bulkLoadLocations(tx as unknown as Db, async (insert) => {
      for (const plan of tenantPlans) {
        const rows = generateLocations({
          tenantId: plan.id,
          account: plan.account,
          count: plan.locationCount,
        });
        await insert(rows);
        locationTotal += rows.length;
      }
    });

    await tx
      .insert(users)
      .values(userPlans.map((plan, i) => ({ ...plan.user, passwordHash: hashes[i] })));
    const links = userPlans.flatMap((plan) =>
      plan.roles.map((name) => ({ userId: plan.user.id as string, roleId: roleId(name) })),
    );
    if (links.length > 0) await tx.insert(userRoles).values(links);
    await tx.insert(memberSettings).values(userPlans.map((plan) => plan.settings));
    await seedWorkspaces(tx as unknown as Db, { extra: options.extraWorkspaces });
    await seedNotifications(tx as unknown as Db);
    await seedUsage(tx as unknown as Db, tenantPlans, options.now ?? new Date());
  });

  // Fresh statistics and visibility map so the planner picks the list indexes (and index-only
  // counts) straight away: PGlite has no autovacuum. VACUUM cannot run inside a transaction.
  await db.execute(
    sql`vacuum analyze locations, location_counts, users, tenants, workspaces, workspace_locations, notifications, notification_reads`,
  );
  return { tenants: tenantPlans.length, locations: locationTotal, users: userPlans.length };
}
