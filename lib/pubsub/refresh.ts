import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { locations, type JobItem } from "@/lib/db/schema";
import { MAPS_NOT_LINKED, type ItemContext, type ItemOutcome } from "@/lib/jobs/outcomes";
import { MapsApiError } from "@/lib/maps/errors";
import { notifyDuplicateLocations } from "@/lib/notifications/location-events";
import { MapsNotLinkedError, tenantMapsClient } from "@/lib/auth/maps-access";
import { refreshDetails } from "@/lib/stores/details";
import { quotaCall } from "@/lib/stores/maps-calls";

// A duplicate raises LOCATION_DUPLICATE; VOICE_OF_MERCHANT_UPDATED reads the verification state.

export const MAPS_NOTIFICATION_KIND = "MAPS_NOTIFICATION";

export type RefreshType = "GOOGLE_UPDATE" | "DUPLICATE_LOCATION" | "VOICE_OF_MERCHANT_UPDATED";
export type MapsNotificationPayload = { type: RefreshType };

async function loadStore(db: Db, tenantId: string, storeId: string) {
  const [store] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.id, storeId), eq(locations.tenantId, tenantId)))
    .limit(1);
  return store;
}

export async function applyMapsNotification(item: JobItem, ctx: ItemContext): Promise<ItemOutcome> {
  const { type } = item.payload as MapsNotificationPayload;
  const store = item.locationId ? await loadStore(ctx.db, ctx.tenantId, item.locationId) : null;
  if (!store) return { ok: true, result: { skipped: "STORE_GONE" } };
  let client;
  try {
    client = await tenantMapsClient(ctx.db, { tenantId: ctx.tenantId });
  } catch (error) {
    if (error instanceof MapsNotLinkedError) return MAPS_NOT_LINKED;
    throw error;
  }
  try {
    if (type === "VOICE_OF_MERCHANT_UPDATED") {
      const latest = await quotaCall(ctx.db, "mybusinessverifications", null, () =>
        client.latestVerification(store.googleId),
      );
      await ctx.db
        .update(locations)
        .set({ verified: latest?.state ?? null, updatedAt: new Date() })
        .where(and(eq(locations.id, store.id), eq(locations.tenantId, ctx.tenantId)));
      return { ok: true, result: { verified: latest?.state ?? null } };
    }
    await quotaCall(ctx.db, "mybusinessbusinessinformation", null, () =>
      refreshDetails(ctx.db, client, store),
    );
    const notified =
      type === "DUPLICATE_LOCATION"
        ? await notifyDuplicateLocations(ctx.db, {
            tenantId: ctx.tenantId,
            locationIds: [store.id],
          })
        : 0;
    return { ok: true, result: { notified } };
  } catch (error) {
    if (error instanceof MapsApiError && !error.retryable)
      return {
        ok: false,
        error: error.googleStatus || String(error.status),
        detail: error.message,
      };
    throw error;
  }
}
