import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import { locations, mediaReports } from "@/lib/db/schema";
import { enqueueJob } from "@/lib/jobs/engine";
import { MapsApiError } from "@/lib/maps/errors";
import { parseMediaName } from "@/lib/maps/resource-names";
import type { MediaItem } from "@/lib/maps/types-media";
import { recordNotifications } from "@/lib/notifications/service";
import { MapsNotLinkedError, tenantMapsClient } from "@/lib/auth/maps-access";
import { MediaInputError } from "./errors";

// What one store shows on the maps service (spec §1 media, §4 media reports): the owner's photos,
// which can be deleted, and customers' photos, which can be reported and whose report is tracked.

export const MEDIA_DELETE_KIND = "MEDIA_DELETE";
export const MEDIA_REPORT_STATUSES = ["IN_PROCESS", "APPROVED", "REJECTED"] as const;
export type MediaReportStatus = (typeof MEDIA_REPORT_STATUSES)[number];

const OUTCOME_NOTIFICATION = {
  APPROVED: "MEDIA_APPROVED_REPORTED",
  REJECTED: "MEDIA_REJECTED_REPORTED",
} as const;

export type StoreMediaRecord = {
  locationId: string;
  locationName: string;
  /** False when the maps service could not be read (no linked account, or it refused). */
  available: boolean;
  owner: StoreMediaEntry[];
  customer: StoreMediaEntry[];
};

export type StoreMediaEntry = MediaItem & {
  source: "OWNER" | "CUSTOMER";
  report: { status: MediaReportStatus; updatedAt: Date } | null;
};

type Store = {
  id: string;
  tenantId: string;
  googleId: string;
  account: string;
  locationName: string;
};

async function storeOf(db: Db, tenantId: string, locationId: string): Promise<Store | null> {
  const [store] = await db
    .select({
      id: locations.id,
      tenantId: locations.tenantId,
      googleId: locations.googleId,
      account: locations.account,
      locationName: locations.locationName,
    })
    .from(locations)
    .where(and(eq(locations.id, locationId), eq(locations.tenantId, tenantId)));
  return store ?? null;
}

function isMediaOf(store: Store, name: string, customer: boolean): boolean {
  const parsed = parseMediaName(name);
  return (
    parsed?.account === store.account &&
    parsed.location === store.googleId &&
    parsed.customer === customer
  );
}

export async function storeOfMediaName(
  db: Db,
  { tenantId, mediaName }: { tenantId: string; mediaName: string },
) {
  const parsed = parseMediaName(mediaName);
  if (!parsed) return null;
  const [store] = await db
    .select({ id: locations.id, title: locations.locationName, locality: locations.locality })
    .from(locations)
    .where(
      and(
        eq(locations.tenantId, tenantId),
        eq(locations.account, parsed.account),
        eq(locations.googleId, parsed.location),
      ),
    )
    .limit(1);
  return store ?? null;
}

/** The store's media read from the maps service (first 100 of each kind); null: not the tenant's. */
export async function readStoreMedia(
  db: Db,
  { tenantId, locationId }: { tenantId: string; locationId: string },
): Promise<StoreMediaRecord | null> {
  const store = await storeOf(db, tenantId, locationId);
  if (!store) return null;
  const base = { locationId: store.id, locationName: store.locationName };
  let owner: MediaItem[];
  let customer: MediaItem[];
  try {
    const client = await tenantMapsClient(db, { tenantId });
    const [own, customers] = await Promise.all([
      client.listMedia(store.account, store.googleId, { pageSize: 100 }),
      client.listCustomerMedia(store.account, store.googleId, { pageSize: 100 }),
    ]);
    owner = own.mediaItems ?? [];
    customer = customers.mediaItems ?? [];
  } catch (error) {
    if (error instanceof MapsNotLinkedError || error instanceof MapsApiError)
      return { ...base, available: false, owner: [], customer: [] };
    throw error;
  }
  const reports = customer.length
    ? await db
        .select()
        .from(mediaReports)
        .where(
          and(
            eq(mediaReports.tenantId, tenantId),
            inArray(
              mediaReports.mediaName,
              customer.map((item) => item.name),
            ),
          ),
        )
    : [];
  const reportOf = (name: string) => {
    const row = reports.find((r) => r.mediaName === name);
    return row ? { status: row.status as MediaReportStatus, updatedAt: row.updatedAt } : null;
  };
  return {
    ...base,
    available: true,
    owner: owner.map((item) => ({ ...item, source: "OWNER" as const, report: null })),
    customer: customer.map((item) => ({
      ...item,
      source: "CUSTOMER" as const,
      report: reportOf(item.name),
    })),
  };
}

/** The photo is read from the maps service first, so nothing is recorded of a photo it no longer
 * shows; an outcome needs a report first. */
export async function setMediaReport(
  db: Db,
  input: {
    tenantId: string;
    userId: string;
    locationId: string;
    mediaName: string;
    status: MediaReportStatus | null;
  },
): Promise<StoreMediaEntry | null> {
  const store = await storeOf(db, input.tenantId, input.locationId);
  if (!store) return null;
  if (!isMediaOf(store, input.mediaName, true))
    throw new MediaInputError([{ path: "name", message: "NOT_CUSTOMER_MEDIA" }]);
  const item = await readMediaItem(db, input.tenantId, input.mediaName);
  if (!item) return null;
  const key = and(
    eq(mediaReports.tenantId, input.tenantId),
    eq(mediaReports.mediaName, input.mediaName),
  );
  const report = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(mediaReports).where(key).for("update");
    if ((current?.status ?? null) === input.status) return current ?? null;
    if (input.status === null) {
      await tx.delete(mediaReports).where(key);
      return null;
    }
    if (input.status !== "IN_PROCESS" && !current)
      throw new MediaInputError([{ path: "status", message: "notReported" }]);
    const updatedAt = new Date();
    await tx
      .insert(mediaReports)
      .values({ ...input, status: input.status, updatedBy: input.userId, updatedAt })
      .onConflictDoUpdate({
        target: [mediaReports.tenantId, mediaReports.mediaName],
        set: { status: input.status, updatedBy: input.userId, updatedAt },
      });
    if (input.status !== "IN_PROCESS")
      await recordNotifications(tx, [
        {
          tenantId: input.tenantId,
          type: OUTCOME_NOTIFICATION[input.status],
          subject: input.mediaName,
          dedupeKey: `${input.status}@${updatedAt.toISOString()}`,
          infoUrl: [input.mediaName],
          locationId: store.id,
        },
      ]);
    return { status: input.status, updatedAt };
  });
  return {
    ...item,
    source: "CUSTOMER",
    report: report && { status: report.status as MediaReportStatus, updatedAt: report.updatedAt },
  };
}

/** One media item as the maps service shows it now; null when it does not (or cannot be read). */
async function readMediaItem(db: Db, tenantId: string, name: string): Promise<MediaItem | null> {
  try {
    return await (await tenantMapsClient(db, { tenantId })).getMedia(name);
  } catch (error) {
    if (error instanceof MapsNotLinkedError || error instanceof MapsApiError) return null;
    throw error;
  }
}

export async function deleteStoreMedia(
  db: Db,
  queue: PgBoss,
  input: { tenantId: string; userId: string; locationId: string; mediaName: string },
): Promise<string | null> {
  const store = await storeOf(db, input.tenantId, input.locationId);
  if (!store) return null;
  if (!isMediaOf(store, input.mediaName, false))
    throw new MediaInputError([{ path: "name", message: "NOT_OWNER_MEDIA" }]);
  return enqueueJob(db, queue, {
    tenantId: input.tenantId,
    userId: input.userId,
    kind: MEDIA_DELETE_KIND,
    items: [{ locationId: store.id, payload: { mediaName: input.mediaName } }],
  });
}
