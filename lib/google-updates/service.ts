import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import { googleUpdates, locationDetails, locations } from "@/lib/db/schema";
import { sendStoreEdits } from "@/lib/approvals/gate";
import { enqueueJobItems } from "@/lib/jobs/engine";
import type { Location } from "@/lib/maps/types";
import { recordNotifications } from "@/lib/notifications/service";
import type { EditPayload } from "@/lib/stores/apply-edit";
import { locationFromRow } from "@/lib/stores/details";
import type { LocationPatch } from "@/lib/stores/schema";
import { GoogleUpdatesError } from "./errors";
import { GOOGLE_UPDATES_CHECK } from "./kind";
import { openRowsFor } from "./queries";
import { fieldsOfDiffMask, mergePatches, patchOf, sameValue, valueAt } from "./rules";
import type { GoogleUpdateKeep, ResolveGoogleUpdatesInput } from "./schema";

// The writes of Google's changes: what a check read (a row per store and field Google changed,
// gone when Google reverts it, a notification for a new one), the check job, and the user's
// choice per field, sent as a store edit through the approvals gate.

/** Rows a bulk resolve takes at once. */
export const MAX_RESOLVE_ROWS = 5_000;

type Store = typeof locations.$inferSelect;

/** What the maps service answered for one store: Google's version and its diffMask, or no flag. */
export type GoogleReading = { google: Location; diffMask: string | undefined } | null;

/**
 * Keeps one store's reading: a row per field of the diffMask (ours from the kept listing, theirs
 * from Google's version), fields no longer changed closed as REVERTED. Answers the new fields.
 */
export async function recordGoogleReading(
  db: Db,
  {
    tenantId,
    store,
    reading,
    now = new Date(),
  }: { tenantId: string; store: Store; reading: GoogleReading; now?: Date },
): Promise<string[]> {
  const fields = reading ? fieldsOfDiffMask(reading.diffMask) : [];
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const open = await tx
      .select()
      .from(googleUpdates)
      .where(
        and(
          eq(googleUpdates.tenantId, tenantId),
          eq(googleUpdates.locationId, store.id),
          isNull(googleUpdates.resolvedAt),
        ),
      )
      .for("update");
    const reverted = open.filter((row) => !fields.includes(row.field)).map((row) => row.id);
    if (reverted.length)
      await tx
        .update(googleUpdates)
        .set({ resolvedAt: now, resolution: "REVERTED", checkedAt: now })
        .where(and(eq(googleUpdates.tenantId, tenantId), inArray(googleUpdates.id, reverted)));
    if (!reading || fields.length === 0) return [];
    const [kept] = await tx
      .select({ location: locationDetails.location })
      .from(locationDetails)
      .where(and(eq(locationDetails.tenantId, tenantId), eq(locationDetails.locationId, store.id)));
    const listing = kept?.location ?? locationFromRow(store);
    const added: string[] = [];
    for (const field of fields) {
      const ours = valueAt(listing, field);
      const theirs = valueAt(reading.google, field);
      const row = open.find((candidate) => candidate.field === field);
      if (!row) {
        await tx.insert(googleUpdates).values({
          tenantId,
          locationId: store.id,
          field,
          ours,
          theirs,
          changedAt: now,
          checkedAt: now,
        });
        added.push(field);
      } else {
        const changed = !sameValue(row.theirs, theirs);
        await tx
          .update(googleUpdates)
          .set({ ours, theirs, checkedAt: now, ...(changed ? { changedAt: now } : {}) })
          .where(eq(googleUpdates.id, row.id));
        if (changed) added.push(field);
      }
    }
    if (added.length)
      await recordNotifications(tx, [
        {
          tenantId,
          type: "GOOGLE_UPDATE",
          subject: store.googleId,
          // Each change Google makes is an event of its own.
          dedupeKey: `google:${added.join(",")}:${now.toISOString()}`,
          infoUrl: [store.googleId],
          locationId: store.id,
        },
      ]);
    return added;
  });
}

/** One check of the tenant's stores: an item per maps account, read 100 stores a call. */
export async function startGoogleUpdatesCheck(
  db: Db,
  queue: PgBoss,
  { tenantId, userId = null }: { tenantId: string; userId?: string | null },
): Promise<{ jobId: string; count: number }> {
  const accounts = await db
    .selectDistinct({ account: locations.account })
    .from(locations)
    .where(eq(locations.tenantId, tenantId))
    .orderBy(locations.account);
  if (accounts.length === 0) throw new GoogleUpdatesError("NO_STORES");
  const { jobId } = await enqueueJobItems(db, queue, {
    tenantId,
    kind: GOOGLE_UPDATES_CHECK,
    lockKey: GOOGLE_UPDATES_CHECK,
    userId,
    items: accounts.map(({ account }) => ({ locationId: null, payload: { account } })),
  });
  return { jobId, count: accounts.length };
}

/** One store read again: the maps service said Google changed it (Pub/Sub GOOGLE_UPDATE). */
export async function queueStoreGoogleCheck(
  db: Db,
  queue: PgBoss,
  { tenantId, locationId }: { tenantId: string; locationId: string },
): Promise<void> {
  await enqueueJobItems(db, queue, {
    tenantId,
    kind: GOOGLE_UPDATES_CHECK,
    // A read names its store in the payload, not on the item: it must not hold edits back.
    items: [{ locationId: null, payload: { locationId } }],
  });
}

/**
 * The user's choice for the named rows: each store's fields sent as one edit (ours restores the
 * value we set; GOOGLE sends Google's, which the edit then keeps as our listing), through the
 * approvals gate. The rows close at once with the edit's job; the job's page tells how it went.
 */
export async function resolveGoogleUpdates(
  db: Db,
  queue: PgBoss,
  {
    tenantId,
    userId,
    input,
  }: { tenantId: string; userId: string; input: ResolveGoogleUpdatesInput },
): Promise<{ jobId: string; held: boolean; count: number }> {
  const rows = await openRowsFor(db, {
    tenantId,
    ids: input.ids,
    filter: input.ids?.length ? null : input.filter,
    max: MAX_RESOLVE_ROWS,
  });
  const excluded = new Set(input.ids?.length ? [] : (input.excludedIds ?? []));
  return sendChoice(db, queue, {
    tenantId,
    userId,
    keep: input.keep,
    rows: rows.filter((row) => !excluded.has(row.id)),
  });
}

export async function resolveGoogleUpdate(
  db: Db,
  queue: PgBoss,
  {
    tenantId,
    userId,
    locationId,
    field,
    keep,
  }: {
    tenantId: string;
    userId: string;
    locationId: string;
    field: string;
    keep: GoogleUpdateKeep;
  },
) {
  const rows = await openRowsFor(db, { tenantId, filter: { locationId, field }, max: 1 });
  if (rows.length === 0) throw new GoogleUpdatesError("NOT_FOUND", "field");
  return sendChoice(db, queue, { tenantId, userId, keep, rows });
}

async function sendChoice(
  db: Db,
  queue: PgBoss,
  {
    tenantId,
    userId,
    keep,
    rows,
  }: {
    tenantId: string;
    userId: string;
    keep: GoogleUpdateKeep;
    rows: Awaited<ReturnType<typeof openRowsFor>>;
  },
) {
  const byStore = new Map<string, { ids: string[]; patches: LocationPatch[] }>();
  for (const row of rows) {
    const patch = patchOf(row.field, keep === "OURS" ? row.ours : row.theirs);
    if (!patch) continue;
    const entry = byStore.get(row.locationId) ?? { ids: [], patches: [] };
    entry.ids.push(row.id);
    entry.patches.push(patch);
    byStore.set(row.locationId, entry);
  }
  if (byStore.size === 0) throw new GoogleUpdatesError("NOTHING_TO_RESOLVE", "ids");
  const { jobId, held } = await sendStoreEdits(db, queue, {
    tenantId,
    userId,
    kind: "LOCATION_EDIT",
    source: "GOOGLE_UPDATES",
    items: [...byStore].map(([locationId, { patches }]) => ({
      locationId,
      payload: { patch: mergePatches(patches) } as EditPayload as Record<string, unknown>,
    })),
  });
  const ids = [...byStore.values()].flatMap((entry) => entry.ids);
  await db
    .update(googleUpdates)
    .set({ resolvedAt: new Date(), resolution: keep, resolvedBy: userId, jobId })
    .where(
      and(
        eq(googleUpdates.tenantId, tenantId),
        isNull(googleUpdates.resolvedAt),
        sql`${googleUpdates.id} = any(${sql.param(ids)}::uuid[])`,
      ),
    );
  return { jobId, held, count: ids.length };
}
