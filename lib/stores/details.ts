import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { locationDetails, locations } from "@/lib/db/schema";
import type { MapsClient } from "@/lib/maps/client";
import { FULL_LOCATION_READ_MASK } from "@/lib/maps/client-business";
import { toProductLocation } from "@/lib/stores/to-product-location";
import type { Location } from "@/lib/maps/types";
import type { Attribute, PlaceActionLink } from "@/lib/maps/types-business";
import { isClearedAttribute } from "./attributes";
import type { LocationPatch } from "./schema";

type Store = typeof locations.$inferSelect;

/** What a store row knows of its listing, for a store whose details were never read. */
export function locationFromRow(store: Store): Location {
  return {
    name: store.googleId,
    title: store.locationName,
    storeCode: store.storeCode ?? undefined,
    labels: store.labels,
    storefrontAddress: store.regionCode
      ? {
          regionCode: store.regionCode,
          languageCode: store.languageCode ?? undefined,
          postalCode: store.postalCode ?? undefined,
          administrativeArea: store.administrativeArea ?? undefined,
          locality: store.locality ?? undefined,
          addressLines: store.addressLines,
        }
      : undefined,
    openInfo: { status: store.openStatus as NonNullable<Location["openInfo"]>["status"] },
  };
}

async function saveDetails(
  db: Db,
  store: Store,
  details: { location: Location; attributes?: Attribute[]; placeActionLinks?: PlaceActionLink[] },
) {
  const values = {
    locationId: store.id,
    tenantId: store.tenantId,
    location: details.location,
    attributes: details.attributes ?? [],
    placeActionLinks: details.placeActionLinks ?? [],
    syncedAt: new Date(),
  };
  await db
    .insert(locationDetails)
    .values(values)
    .onConflictDoUpdate({
      target: locationDetails.locationId,
      set: {
        location: values.location,
        syncedAt: values.syncedAt,
        ...(details.attributes ? { attributes: values.attributes } : {}),
        ...(details.placeActionLinks ? { placeActionLinks: values.placeActionLinks } : {}),
      },
    });
  // The list shows the columns: keep them as the service now has them. Identity, account and
  // verification stay the row's own.
  const columns: Partial<ReturnType<typeof toProductLocation>> = toProductLocation(
    { ...details.location, name: store.googleId },
    store.account,
  );
  delete columns.googleId;
  delete columns.account;
  delete columns.verified;
  await db
    .update(locations)
    .set({ ...columns, updatedAt: new Date() })
    .where(and(eq(locations.id, store.id), eq(locations.tenantId, store.tenantId)));
}

export async function refreshDetails(db: Db, client: MapsClient, store: Store) {
  const [location, attributes, placeActionLinks] = await Promise.all([
    client.getFullLocation(store.googleId),
    client.getAttributes(store.googleId).then((a) => a.attributes ?? []),
    client.listAllPlaceActionLinks(store.googleId),
  ]);
  await saveDetails(db, store, { location, attributes, placeActionLinks });
}

const LISTINGS_PER_INSERT = 500;

/**
 * Every store's listing of a tenant, read from its accounts' location lists (100 a call rather than
 * three calls a store): what a chain's spreadsheet export, holiday merge and Google-change check
 * compare with. Attributes and action links are not in the list and stay as kept.
 */
export async function refreshTenantListings(
  db: Db,
  client: MapsClient,
  { tenantId }: { tenantId: string },
): Promise<number> {
  const stores = await db
    .select({ id: locations.id, googleId: locations.googleId, account: locations.account })
    .from(locations)
    .where(eq(locations.tenantId, tenantId));
  const byGoogleId = new Map(stores.map((store) => [store.googleId, store.id]));
  const syncedAt = new Date();
  let saved = 0;
  for (const account of new Set(stores.map((store) => store.account))) {
    const listed = await client.listAllLocations(account, FULL_LOCATION_READ_MASK);
    const rows = listed.flatMap((location) => {
      const locationId = location.name ? byGoogleId.get(location.name) : undefined;
      return locationId ? [{ locationId, tenantId, location, syncedAt }] : [];
    });
    for (let start = 0; start < rows.length; start += LISTINGS_PER_INSERT)
      await db
        .insert(locationDetails)
        .values(rows.slice(start, start + LISTINGS_PER_INSERT))
        .onConflictDoUpdate({
          target: locationDetails.locationId,
          set: { location: sql`excluded.location`, syncedAt: sql`excluded.synced_at` },
        });
    saved += rows.length;
  }
  return saved;
}

/** Attributes merged by name, action links as sent. */
export async function saveAcceptedEdit(
  db: Db,
  store: Store,
  patch: LocationPatch,
  answered: Location | undefined,
) {
  const [kept] = await db
    .select()
    .from(locationDetails)
    .where(eq(locationDetails.locationId, store.id));
  const { attributes, placeActionLinks, ...core } = patch;
  const location = answered ?? {
    ...(kept?.location ?? locationFromRow(store)),
    ...(core as Location),
  };
  const mergedAttributes = attributes
    ? [
        ...(kept?.attributes ?? []).filter((a) => !attributes.some((b) => b.name === a.name)),
        // A cleared attribute is gone from the service, so from the kept listing too.
        ...attributes.filter((a) => !isClearedAttribute(a)),
      ]
    : undefined;
  await saveDetails(db, store, {
    location,
    attributes: mergedAttributes ?? kept?.attributes,
    placeActionLinks: placeActionLinks ?? kept?.placeActionLinks,
  });
}

export async function loadDetails(
  db: Db,
  { tenantId, ids }: { tenantId: string; ids: readonly string[] },
) {
  if (ids.length === 0) return new Map<string, typeof locationDetails.$inferSelect>();
  const rows = await db
    .select()
    .from(locationDetails)
    .where(
      and(
        eq(locationDetails.tenantId, tenantId),
        sql`${locationDetails.locationId} = any(${sql.param([...ids])}::uuid[])`,
      ),
    );
  return new Map(rows.map((row) => [row.locationId, row]));
}
