import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import { googleUpdates, locations, type JobItem } from "@/lib/db/schema";
import { MAPS_NOT_LINKED, type ItemContext, type ItemOutcome } from "@/lib/jobs/outcomes";
import { startForTenants } from "@/lib/jobs/tenant-runs";
import { FULL_LOCATION_READ_MASK } from "@/lib/maps/client-business";
import { MAX_LOCATIONS_PAGE_SIZE, type MapsClient } from "@/lib/maps/client";
import { finalMapsRefusal } from "@/lib/maps/errors";
import { MapsNotLinkedError, tenantMapsClient } from "@/lib/auth/maps-access";
import { linkedTenantIds } from "@/lib/reviews/queries/sync";
import { quotaCall } from "@/lib/stores/maps-calls";
import { recordGoogleReading, startGoogleUpdatesCheck, type GoogleReading } from "./service";

// A check reads each store's metadata.hasGoogleUpdated from its account's location list, 100 a
// call, and calls getGoogleUpdated only for the flagged ones; each call through the maps quota.
// A store no longer flagged has its open rows closed (Google reverted them). A Pub/Sub
// GOOGLE_UPDATE checks its one store.

export type GoogleUpdatesPayload = { account: string } | { locationId: string };

const FAMILY = "mybusinessbusinessinformation" as const;
type Store = typeof locations.$inferSelect;

async function readingOf(db: Db, client: MapsClient, store: Store): Promise<GoogleReading> {
  const answer = await quotaCall(db, FAMILY, null, () =>
    client.getGoogleUpdated(store.googleId, FULL_LOCATION_READ_MASK),
  );
  return { google: answer.location, diffMask: answer.diffMask };
}

/** Closes the open rows of stores Google no longer flags. */
async function closeUnflagged(db: Db, tenantId: string, storeIds: string[]) {
  if (storeIds.length === 0) return;
  const now = new Date();
  await db
    .update(googleUpdates)
    .set({ resolvedAt: now, resolution: "REVERTED", checkedAt: now })
    .where(
      and(
        eq(googleUpdates.tenantId, tenantId),
        isNull(googleUpdates.resolvedAt),
        inArray(googleUpdates.locationId, storeIds),
      ),
    );
}

async function checkAccount(db: Db, client: MapsClient, tenantId: string, account: string) {
  const stores = await db
    .select()
    .from(locations)
    .where(and(eq(locations.tenantId, tenantId), eq(locations.account, account)));
  const byGoogleId = new Map(stores.map((store) => [store.googleId, store]));
  let flagged = 0;
  let changed = 0;
  let pageToken: string | undefined;
  do {
    const page = await quotaCall(db, FAMILY, null, () =>
      client.listLocations(account, {
        readMask: "name,metadata",
        pageSize: MAX_LOCATIONS_PAGE_SIZE,
        ...(pageToken ? { pageToken } : {}),
      }),
    );
    const unflagged: string[] = [];
    for (const listed of page.locations ?? []) {
      const store = listed.name ? byGoogleId.get(listed.name) : undefined;
      if (!store) continue;
      if (!listed.metadata?.hasGoogleUpdated) {
        unflagged.push(store.id);
        continue;
      }
      flagged++;
      const added = await recordGoogleReading(db, {
        tenantId,
        store,
        reading: await readingOf(db, client, store),
      });
      changed += added.length;
    }
    await closeUnflagged(db, tenantId, unflagged);
    pageToken = page.nextPageToken;
  } while (pageToken);
  return { stores: stores.length, flagged, changed };
}

async function checkStore(db: Db, client: MapsClient, tenantId: string, locationId: string) {
  const [store] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.tenantId, tenantId), eq(locations.id, locationId)));
  if (!store) return { skipped: "STORE_GONE" };
  const listed = await quotaCall(db, FAMILY, null, () =>
    client.getLocation(store.googleId, "name,metadata"),
  );
  const reading = listed.metadata?.hasGoogleUpdated ? await readingOf(db, client, store) : null;
  const added = await recordGoogleReading(db, { tenantId, store, reading });
  return { flagged: reading ? 1 : 0, changed: added.length };
}

export async function checkGoogleUpdates(item: JobItem, ctx: ItemContext): Promise<ItemOutcome> {
  const payload = item.payload as GoogleUpdatesPayload;
  let client;
  try {
    client = await tenantMapsClient(ctx.db, { tenantId: ctx.tenantId });
  } catch (error) {
    if (error instanceof MapsNotLinkedError) return MAPS_NOT_LINKED;
    throw error;
  }
  try {
    const result =
      "account" in payload
        ? await checkAccount(ctx.db, client, ctx.tenantId, payload.account)
        : await checkStore(ctx.db, client, ctx.tenantId, payload.locationId);
    return { ok: true, result };
  } catch (error) {
    const refusal = finalMapsRefusal(error);
    if (refusal) return refusal;
    throw error;
  }
}

/** The schedule's run: a check for every tenant with a linked maps account. */
export async function runScheduledGoogleChecks({
  db,
  queue,
}: {
  db: Db;
  queue: PgBoss;
}): Promise<number> {
  return startForTenants(
    await linkedTenantIds(db),
    (tenantId) => startGoogleUpdatesCheck(db, queue, { tenantId }),
    "Google changes check",
  );
}
