import "server-only";
import { count, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { locations, users } from "@/lib/db/schema";
import { createMapsClient } from "@/lib/maps/client";
import { simulatorFetch, simulatorSignIn } from "@/lib/maps-simulator/in-process";
import { saveMapsCredentials } from "@/lib/auth/maps-credentials";
import { importTenantMetrics } from "@/lib/insights/import";
import { importTenantQuestions } from "@/lib/questions/import";
import { importTenantReviews } from "@/lib/reviews/import";
import { refreshTenantListings } from "@/lib/stores/details";
import { seedTenantConversations } from "./messages";
import { tenantId } from "./tenants";

/** Demo tenants whose maps account the simulator holds, with the owner who linked it. */
const LINKED_TENANTS = [
  { tenant: "acme", ownerEmail: "owner@acme.example", sub: "sim-owner-acme", metricMonths: 24 },
  {
    tenant: "globex",
    ownerEmail: "owner@globex.example",
    sub: "sim-owner-globex",
    metricMonths: 12,
  },
  {
    tenant: "umbrella",
    ownerEmail: "owner@umbrella.example",
    sub: "sim-owner-umbrella",
    metricMonths: 3,
  },
] as const;

/** Past this many stores the import would make seeding slow; such tenants start without activity. */
const MAX_STORES_WITH_ACTIVITY = 600;

/** acme gets two years of metrics so a year's report compared with the year before reads real
 * numbers; globex one, keeping the seed quick and showing the "no data before" notice. Runs
 * in-process: the simulator's handlers must see the database being seeded (see cli.ts). */
export async function seedLinkedActivity(db: Db): Promise<void> {
  const now = new Date();
  for (const linked of LINKED_TENANTS) {
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, linked.ownerEmail));
    if (!owner) continue;
    const tokens = await simulatorSignIn(linked.sub);
    await saveMapsCredentials(db, owner.id, {
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token ?? null,
      expiresAt: Math.floor(now.getTime() / 1000) + tokens.expires_in,
      scope: tokens.scope ?? null,
    });
    const id = tenantId(linked.tenant);
    const [stores] = await db
      .select({ n: count() })
      .from(locations)
      .where(eq(locations.tenantId, id));
    const client = createMapsClient({ accessToken: tokens.access_token, fetch: simulatorFetch });
    // Every store's listing is kept from the start, as the first stores sync leaves it.
    await refreshTenantListings(db, client, { tenantId: id });
    if ((stores?.n ?? 0) > MAX_STORES_WITH_ACTIVITY) continue;
    await importTenantReviews(db, { tenantId: id, client, months: 12, now });
    await importTenantQuestions(db, { tenantId: id, client, now });
    await importTenantMetrics(db, { tenantId: id, client, now, months: linked.metricMonths });
    await seedTenantConversations(db, id);
  }
}
