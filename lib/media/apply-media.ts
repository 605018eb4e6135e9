import "server-only";
import { and, eq } from "drizzle-orm";
import { locations, resources, type JobItem } from "@/lib/db/schema";
import { SOURCE_URL_SECONDS, signedFileUrl } from "@/lib/files/signed-url";
import { MAPS_NOT_LINKED, type ItemContext, type ItemOutcome } from "@/lib/jobs/outcomes";
import { MapsApiError } from "@/lib/maps/errors";
import type { MediaCategory } from "@/lib/maps/types-media";
import { linkedTenantMapsClient } from "@/lib/auth/maps-access";
import { quotaCall } from "@/lib/stores/maps-calls";
import type { MediaItemPayload } from "./service";

/** The maps service fetches the bytes from a sourceUrl of ours, signed and good for a day. */
export async function applyMediaItem(item: JobItem, ctx: ItemContext): Promise<ItemOutcome> {
  const { resourceId, category } = item.payload as MediaItemPayload;
  const [store] = await ctx.db
    .select({ googleId: locations.googleId, account: locations.account })
    .from(locations)
    .where(and(eq(locations.id, item.locationId!), eq(locations.tenantId, ctx.tenantId)));
  const [file] = await ctx.db
    .select({ kind: resources.kind })
    .from(resources)
    .where(and(eq(resources.id, resourceId), eq(resources.tenantId, ctx.tenantId)));
  if (!store) return { ok: false, error: "LOCATION_GONE" };
  if (!file) return { ok: false, error: "FILE_GONE" };
  const client = await linkedTenantMapsClient(ctx.db, { tenantId: ctx.tenantId });
  if (!client) return MAPS_NOT_LINKED;
  try {
    const created = await quotaCall(ctx.db, "mybusiness", store.googleId, () =>
      client.createMedia(store.account, store.googleId, {
        mediaFormat: file.kind === "VIDEO" ? "VIDEO" : "PHOTO",
        locationAssociation: { category: category as MediaCategory },
        sourceUrl: signedFileUrl(resourceId, { seconds: SOURCE_URL_SECONDS, absolute: true }),
      }),
    );
    return { ok: true, result: { mediaName: created.name, googleUrl: created.googleUrl ?? null } };
  } catch (error) {
    if (!(error instanceof MapsApiError)) throw error;
    return { ok: false, error: error.googleStatus || String(error.status), detail: error.message };
  }
}

/** Already gone counts as done. */
export async function applyMediaDelete(item: JobItem, ctx: ItemContext): Promise<ItemOutcome> {
  const { mediaName } = item.payload as { mediaName: string };
  const client = await linkedTenantMapsClient(ctx.db, { tenantId: ctx.tenantId });
  if (!client) return MAPS_NOT_LINKED;
  try {
    await quotaCall(ctx.db, "mybusiness", null, () => client.deleteMedia(mediaName));
    return { ok: true, result: { mediaName } };
  } catch (error) {
    if (!(error instanceof MapsApiError)) throw error;
    if (error.status === 404) return { ok: true, result: { mediaName, alreadyGone: true } };
    return { ok: false, error: error.googleStatus || String(error.status), detail: error.message };
  }
}
