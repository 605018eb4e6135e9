import "server-only";
import { and, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import { locations, type JobItem } from "@/lib/db/schema";
import { MAPS_NOT_LINKED, type ItemContext, type ItemOutcome } from "@/lib/jobs/outcomes";
import { startForTenants } from "@/lib/jobs/tenant-runs";
import { finalMapsRefusal } from "@/lib/maps/errors";
import { MapsNotLinkedError, tenantMapsClient } from "@/lib/auth/maps-access";
import { linkedTenantIds } from "@/lib/reviews/queries/sync";
import { quotaCall } from "@/lib/stores/maps-calls";
import { healthStateOf } from "./rules";
import { recordHealth, startHealthCheck } from "./service";

// One store's check: its voice of merchant (Verifications v1), its duplicate flag (Business
// Information metadata) and its newest verification, each call through the maps quota.

export type HealthCheckPayload = { locationId: string };

export async function checkStoreHealth(item: JobItem, ctx: ItemContext): Promise<ItemOutcome> {
  const { locationId } = item.payload as HealthCheckPayload;
  const [store] = await ctx.db
    .select({ id: locations.id, googleId: locations.googleId })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.tenantId, ctx.tenantId)));
  if (!store) return { ok: true, result: { skipped: "STORE_GONE" } };
  let client;
  try {
    client = await tenantMapsClient(ctx.db, { tenantId: ctx.tenantId });
  } catch (error) {
    if (error instanceof MapsNotLinkedError) return MAPS_NOT_LINKED;
    throw error;
  }
  try {
    const voiceOfMerchant = await quotaCall(ctx.db, "mybusinessverifications", null, () =>
      client.voiceOfMerchantState(store.googleId),
    );
    const location = await quotaCall(ctx.db, "mybusinessbusinessinformation", null, () =>
      client.getLocation(store.googleId, "name,metadata"),
    );
    const latest = await quotaCall(ctx.db, "mybusinessverifications", null, () =>
      client.latestVerification(store.googleId),
    );
    const duplicateOf = location.metadata?.duplicateLocation ?? null;
    const state = healthStateOf({ voiceOfMerchant, duplicate: Boolean(duplicateOf) });
    const detail: Record<string, unknown> = {
      ...(duplicateOf ? { duplicateOf } : {}),
      ...(latest?.state === "PENDING" ? { pendingVerification: latest.name } : {}),
      ...(voiceOfMerchant.complyWithGuidelines?.recommendationReason
        ? { recommendationReason: voiceOfMerchant.complyWithGuidelines.recommendationReason }
        : {}),
      hasBusinessAuthority: Boolean(voiceOfMerchant.hasBusinessAuthority),
    };
    const alerted = await recordHealth(ctx.db, {
      tenantId: ctx.tenantId,
      locationId: store.id,
      state,
      detail,
      verified: latest?.state ?? null,
      duplicate: Boolean(duplicateOf),
    });
    return { ok: true, result: { state, alerted } };
  } catch (error) {
    const refusal = finalMapsRefusal(error);
    if (refusal) return refusal;
    throw error;
  }
}

/** The schedule's run: a check for every tenant with a linked maps account. */
export async function runScheduledHealthChecks({
  db,
  queue,
}: {
  db: Db;
  queue: PgBoss;
}): Promise<number> {
  return startForTenants(
    await linkedTenantIds(db),
    (tenantId) => startHealthCheck(db, queue, { tenantId }),
    "listing health check",
  );
}
