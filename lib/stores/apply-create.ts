import "server-only";
import { and, eq } from "drizzle-orm";
import type { JobItem } from "@/lib/db/schema";
import { locations } from "@/lib/db/schema";
import type { ItemContext, ItemOutcome } from "@/lib/jobs/outcomes";
import { EDIT_SUCCESS_NOTIFICATION } from "@/lib/stores/edit-notification";
import { MapsApiError } from "@/lib/maps/errors";
import { toProductLocation } from "@/lib/stores/to-product-location";
import type { Location } from "@/lib/maps/types";
import { recordNotifications } from "@/lib/notifications/service";
import { MapsNotLinkedError, tenantMapsClient } from "@/lib/auth/maps-access";
import { saveAcceptedEdit } from "./details";
import { quotaCall } from "./maps-calls";

export type CreatePayload = { account: string; location: Location };

/** The item's id is the request id, so a retry after a lost answer gets the same store back. */
export async function applyLocationCreate(item: JobItem, ctx: ItemContext): Promise<ItemOutcome> {
  const { account, location } = item.payload as CreatePayload;
  const fail = async (detail: string): Promise<ItemOutcome> => {
    await recordNotifications(ctx.db, [
      { tenantId: ctx.tenantId, type: "LOCATION_ERROR", subject: item.id, infoUrl: [account] },
    ]);
    return { ok: false, error: "LOCATION_ERROR", detail };
  };
  let created: Location;
  try {
    const client = await tenantMapsClient(ctx.db, { tenantId: ctx.tenantId });
    created = await quotaCall(ctx.db, "mybusinessbusinessinformation", null, () =>
      client.createLocation(account, location, { requestId: item.id }),
    );
  } catch (error) {
    if (error instanceof MapsNotLinkedError) return fail("MAPS_NOT_LINKED");
    if (error instanceof MapsApiError) return fail(error.message);
    throw error;
  }
  const [inserted] = await ctx.db
    .insert(locations)
    .values({ tenantId: ctx.tenantId, ...toProductLocation(created, account) })
    .onConflictDoNothing()
    .returning();
  // A repeated delivery finds the store its first run added.
  const [store] = inserted
    ? [inserted]
    : await ctx.db
        .select()
        .from(locations)
        .where(and(eq(locations.tenantId, ctx.tenantId), eq(locations.googleId, created.name!)));
  if (store) await saveAcceptedEdit(ctx.db, store, {} as never, created);
  await recordNotifications(ctx.db, [
    {
      tenantId: ctx.tenantId,
      type: EDIT_SUCCESS_NOTIFICATION,
      subject: item.id,
      infoUrl: [created.name!],
      ...(store ? { locationId: store.id } : {}),
    },
  ]);
  return { ok: true, result: { locationId: store?.id ?? null, name: created.name ?? null } };
}
