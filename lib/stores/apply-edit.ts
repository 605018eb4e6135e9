import "server-only";
import { and, eq } from "drizzle-orm";
import { DEFAULT_COUNTRY } from "@/lib/constants";
import type { Db } from "@/lib/db/client";
import { locations, type JobItem } from "@/lib/db/schema";
import type { ItemContext, ItemOutcome } from "@/lib/jobs/outcomes";
import { EDIT_SUCCESS_NOTIFICATION, editErrorNotification } from "@/lib/stores/edit-notification";
import { MapsApiError } from "@/lib/maps/errors";
import type { MapsClient } from "@/lib/maps/client";
import type { Location } from "@/lib/maps/types";
import { recordNotifications } from "@/lib/notifications/service";
import { MapsNotLinkedError, tenantMapsClient } from "@/lib/auth/maps-access";
import { isClearedAttribute } from "./attributes";
import { saveAcceptedEdit } from "./details";
import { editAlreadyHeld } from "./edit-readback";
import { quotaCall } from "./maps-calls";
import { phoneIssues } from "./rules";
import type { BulkLocationPatch, LocationPatch } from "./schema";

/** A bulk edit's phones may leave additionalPhones out: each store then keeps its own. */
export type EditPayload = { patch: BulkLocationPatch };

type Store = typeof locations.$inferSelect;

export function patchFields(patch: BulkLocationPatch): string[] {
  return Object.entries(patch)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key)
    .sort();
}

/** openInfo is named by the parts sent, so a new opening date leaves the status alone and closing
 * a store keeps its opening date. */
export function updateMaskOf(patch: BulkLocationPatch): string[] {
  return patchFields(patch).flatMap((field) =>
    field === "openInfo" && patch.openInfo
      ? Object.entries(patch.openInfo)
          .filter(([, value]) => value !== undefined)
          .map(([part]) => `openInfo.${part}`)
      : [field],
  );
}

async function replaceLinks(
  db: Db,
  client: MapsClient,
  store: Store,
  wanted: NonNullable<LocationPatch["placeActionLinks"]>,
) {
  const family = "mybusinessplaceactions" as const;
  const current = await quotaCall(db, family, null, () =>
    client.listAllPlaceActionLinks(store.googleId),
  );
  for (const link of current.filter((l) => l.isEditable !== false))
    await quotaCall(db, family, store.googleId, () => client.deletePlaceActionLink(link.name!));
  for (const link of wanted)
    await quotaCall(db, family, store.googleId, () =>
      client.createPlaceActionLink(store.googleId, link),
    );
}

/** The service takes phoneNumbers only whole, so a primary phone sent alone keeps the additional
 * ones the store has now (read at send time, keeping hand edits made since). */
async function withStorePhones(
  db: Db,
  client: MapsClient,
  store: Store,
  patch: BulkLocationPatch,
): Promise<LocationPatch> {
  const phones = patch.phoneNumbers;
  if (!phones || phones.additionalPhones) return patch as LocationPatch;
  const current = await quotaCall(db, "mybusinessbusinessinformation", null, () =>
    client.getLocation(store.googleId, "phoneNumbers"),
  );
  const additionalPhones = (current.phoneNumbers?.additionalPhones ?? []).filter(
    (phone) => phone !== phones.primaryPhone,
  );
  return { ...patch, phoneNumbers: { primaryPhone: phones.primaryPhone, additionalPhones } };
}

/** `sending.fields` names the call under way, so a refusal blames the call that failed (an
 * attribute refused after the categories were accepted is ATTRIBUTES_ERROR). */
async function sendEdit(
  db: Db,
  client: MapsClient,
  store: Store,
  patch: LocationPatch,
  sending: { fields: string[] },
  resumed = false,
) {
  const { attributes, placeActionLinks, ...core } = patch;
  const coreMask = updateMaskOf(core);
  let location: Location | undefined;
  sending.fields = coreMask;
  // An earlier attempt may have reached the service: its PATCH is not sent again when the store
  // already holds it (attributes and links are idempotent).
  const held =
    resumed &&
    (await editAlreadyHeld(db, client, store.googleId, core as Partial<Location>, coreMask));
  if (coreMask.length > 0 && !held)
    location = await quotaCall(db, "mybusinessbusinessinformation", store.googleId, () =>
      client.patchLocation(store.googleId, core as Location, { updateMask: coreMask }),
    );
  sending.fields = ["attributes"];
  if (attributes)
    await quotaCall(db, "mybusinessbusinessinformation", store.googleId, () =>
      client.updateAttributes(
        store.googleId,
        // The mask names exactly the attributes sent; a cleared one is named there and left out
        // of the list: that is how the service removes an attribute (an empty value is refused).
        attributes.filter((a) => !isClearedAttribute(a)),
        attributes.map((a) => a.name),
      ),
    );
  sending.fields = ["placeActionLinks"];
  if (placeActionLinks) await replaceLinks(db, client, store, placeActionLinks);
  return location;
}

/** Notifies LOCATION_INFO, or the field's *_ERROR of spec §8 with the service's reason. */
export async function applyLocationEdit(item: JobItem, ctx: ItemContext): Promise<ItemOutcome> {
  const { patch: sent } = item.payload as EditPayload;
  const fields = patchFields(sent);
  const [store] = await ctx.db
    .select()
    .from(locations)
    .where(and(eq(locations.id, item.locationId!), eq(locations.tenantId, ctx.tenantId)));
  if (!store) return { ok: false, error: "LOCATION_ERROR", detail: "NOT_FOUND" };

  const notify = async (outcome: ItemOutcome) => {
    await recordNotifications(ctx.db, [
      {
        tenantId: ctx.tenantId,
        type: outcome.ok ? EDIT_SUCCESS_NOTIFICATION : (outcome.error as never),
        subject: item.id,
        infoUrl: [store.googleId],
        locationId: store.id,
      },
    ]);
    return outcome;
  };

  const region = sent.storefrontAddress?.regionCode ?? store.regionCode ?? DEFAULT_COUNTRY;
  // The numbers this edit brings; the ones a store keeps are its own.
  const newPhones = sent.phoneNumbers && {
    primaryPhone: sent.phoneNumbers.primaryPhone,
    additionalPhones: sent.phoneNumbers.additionalPhones ?? [],
  };
  if (newPhones && phoneIssues(newPhones, region).length > 0) {
    const phones = [newPhones.primaryPhone, ...newPhones.additionalPhones];
    return notify({
      ok: false,
      error: "PHONE_NUMBERS_ERROR",
      detail: `${phones.join(", ")}: not valid in ${region}`,
    });
  }
  let client: MapsClient;
  try {
    client = await tenantMapsClient(ctx.db, { tenantId: ctx.tenantId });
  } catch (error) {
    if (error instanceof MapsNotLinkedError)
      return notify({ ok: false, error: "LOCATION_ERROR", detail: "MAPS_NOT_LINKED" });
    throw error;
  }
  const sending = { fields };
  try {
    const patch = await withStorePhones(ctx.db, client, store, sent);
    const location = await sendEdit(ctx.db, client, store, patch, sending, ctx.resumed);
    await saveAcceptedEdit(ctx.db, store, patch, location);
    return notify({ ok: true, result: { fields } });
  } catch (error) {
    if (!(error instanceof MapsApiError)) throw error;
    return notify({
      ok: false,
      error: editErrorNotification(sending.fields, error),
      detail: error.message,
    });
  }
}
