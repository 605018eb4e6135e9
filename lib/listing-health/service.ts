import "server-only";
import { and, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Db } from "@/lib/db/client";
import { listingHealth, locations } from "@/lib/db/schema";
import { enqueueJobItems } from "@/lib/jobs/engine";
import { runInQuotaScope } from "@/lib/jobs/quota-scope";
import type { MapsClient } from "@/lib/maps/client";
import { MapsApiError } from "@/lib/maps/errors";
import type { Verification, VerificationOption } from "@/lib/maps/types";
import { recordNotifications } from "@/lib/notifications/service";
import type { NotificationType } from "@/lib/notifications/types";
import { quotaCall } from "@/lib/stores/maps-calls";
import { ListingHealthError } from "./errors";
import { LISTING_HEALTH_CHECK } from "./kind";
import { healthStore } from "./queries";
import {
  entersAlert,
  NEXT_ACTIONS,
  nextSince,
  severityOf,
  type AlertState,
  type ListingHealthState,
} from "./rules";
import type { CompleteVerificationInput, StartVerificationInput } from "./schema";

// The writes of listing health: a check's outcome per store (its state, since when, and the
// notification when it enters an alert state), the check job itself, and the verification
// actions the API allows. A user's verification call is made while they wait, as an interactive
// call of the tenant's quota.

const ALERT_NOTIFICATION: Record<AlertState, NotificationType> = {
  SUSPENDED: "LOCATION_SUSPENDED",
  DISABLED: "LOCATION_DISABLED",
  OWNERSHIP_CONFLICT: "LOCATION_OWNERSHIP_CONFLICT",
  DUPLICATE: "LOCATION_DUPLICATE",
};

export type HealthReading = {
  tenantId: string;
  locationId: string;
  state: ListingHealthState;
  detail: Record<string, unknown>;
  /** The newest verification's state, kept on the store (locations.verified). */
  verified: Verification["state"] | null;
  duplicate: boolean;
  now?: Date;
};

/** Keeps one check's reading: `since` holds while the state does. Answers whether it alerted. */
export async function recordHealth(db: Db, reading: HealthReading): Promise<boolean> {
  const now = reading.now ?? new Date();
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [previous] = await tx
      .select({ state: listingHealth.state, since: listingHealth.since })
      .from(listingHealth)
      .where(
        and(
          eq(listingHealth.tenantId, reading.tenantId),
          eq(listingHealth.locationId, reading.locationId),
        ),
      )
      .for("update");
    const values = {
      state: reading.state,
      severity: severityOf(reading.state),
      since: nextSince(previous ?? null, reading.state, now),
      nextAction: NEXT_ACTIONS[reading.state],
      detail: reading.detail,
      checkedAt: now,
    };
    await tx
      .insert(listingHealth)
      .values({ tenantId: reading.tenantId, locationId: reading.locationId, ...values })
      .onConflictDoUpdate({
        target: [listingHealth.tenantId, listingHealth.locationId],
        set: values,
      });
    const [store] = await tx
      .update(locations)
      .set({ verified: reading.verified, duplicateLocation: reading.duplicate, updatedAt: now })
      .where(and(eq(locations.tenantId, reading.tenantId), eq(locations.id, reading.locationId)))
      .returning({
        googleId: locations.googleId,
        mapsUri: locations.mapsUri,
        name: locations.locationName,
      });
    if (!store || !entersAlert(previous?.state ?? null, reading.state)) return false;
    await recordNotifications(tx, [
      {
        tenantId: reading.tenantId,
        type: ALERT_NOTIFICATION[reading.state as AlertState],
        subject: store.googleId,
        // Each time the store enters the state is an event of its own.
        dedupeKey: `health:${now.toISOString()}`,
        infoUrl: [store.googleId, ...(store.mapsUri ? [store.mapsUri] : [])],
        locationId: reading.locationId,
        locationName: store.name,
      },
    ]);
    return true;
  });
}

/** One LISTING_HEALTH_CHECK item per store of the tenant; JobRunningError while one runs. */
export async function startHealthCheck(
  db: Db,
  queue: PgBoss,
  { tenantId, userId = null }: { tenantId: string; userId?: string | null },
): Promise<{ jobId: string; count: number }> {
  const stores = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.tenantId, tenantId))
    .orderBy(locations.id);
  const { jobId } = await enqueueJobItems(db, queue, {
    tenantId,
    kind: LISTING_HEALTH_CHECK,
    lockKey: LISTING_HEALTH_CHECK,
    userId,
    // Reads name the store in the payload, not on the item: they must not hold its edits back.
    items: stores.map((store) => ({ locationId: null, payload: { locationId: store.id } })),
  });
  return { jobId, count: stores.length };
}

/** A maps call made while the user waits, counted on the tenant's interactive share. */
function interactive<T>(db: Db, tenantId: string, call: () => Promise<T>): Promise<T> {
  return runInQuotaScope({ tenantId, lane: "interactive" }, () =>
    quotaCall(db, "mybusinessverifications", null, call),
  );
}

async function requireStore(db: Db, tenantId: string, locationId: string) {
  const store = await healthStore(db, { tenantId, locationId });
  if (!store) throw new ListingHealthError("NOT_FOUND", "locationId");
  return store;
}

/** The ways the maps service offers to verify the store, as it lists them. */
export async function verificationOptions(
  db: Db,
  client: MapsClient,
  {
    tenantId,
    locationId,
    languageCode,
  }: { tenantId: string; locationId: string; languageCode: string },
): Promise<VerificationOption[]> {
  const store = await requireStore(db, tenantId, locationId);
  const { options = [] } = await interactive(db, tenantId, () =>
    client.fetchVerificationOptions(store.googleId, languageCode),
  );
  return options;
}

/** Starts a verification by one of the offered methods; PENDING until its PIN is entered. */
export async function startVerification(
  db: Db,
  client: MapsClient,
  {
    tenantId,
    input,
    languageCode,
  }: { tenantId: string; input: StartVerificationInput; languageCode: string },
): Promise<Verification> {
  const store = await requireStore(db, tenantId, input.locationId);
  if (store.state && store.state !== "UNVERIFIED")
    throw new ListingHealthError("NOT_VERIFIABLE", "locationId");
  try {
    const { verification } = await interactive(db, tenantId, () =>
      client.verifyLocation(store.googleId, {
        method: input.method,
        languageCode,
        ...(input.emailAddress ? { emailAddress: input.emailAddress } : {}),
      }),
    );
    await afterVerification(db, tenantId, store.id, verification);
    return verification;
  } catch (error) {
    if (error instanceof MapsApiError && error.status === 400)
      throw new ListingHealthError(
        error.googleStatus === "FAILED_PRECONDITION" ? "NOT_VERIFIABLE" : "METHOD_NOT_OFFERED",
        "method",
      );
    throw error;
  }
}

/** Completes the store's pending verification with the PIN it received. */
export async function completeVerification(
  db: Db,
  client: MapsClient,
  { tenantId, input }: { tenantId: string; input: CompleteVerificationInput },
): Promise<Verification> {
  const store = await requireStore(db, tenantId, input.locationId);
  const latest = await interactive(db, tenantId, () => client.latestVerification(store.googleId));
  if (!latest || latest.state !== "PENDING")
    throw new ListingHealthError("NO_PENDING_VERIFICATION", "pin");
  try {
    const { verification } = await interactive(db, tenantId, () =>
      client.completeVerification(latest.name, input.pin),
    );
    await afterVerification(db, tenantId, store.id, verification);
    return verification;
  } catch (error) {
    if (error instanceof MapsApiError && error.googleStatus === "INVALID_ARGUMENT")
      throw new ListingHealthError("WRONG_PIN", "pin");
    if (error instanceof MapsApiError && error.googleStatus === "FAILED_PRECONDITION")
      throw new ListingHealthError("NO_PENDING_VERIFICATION", "pin");
    throw error;
  }
}

/** The store's row follows the verification at once; the next check reads the rest. */
async function afterVerification(
  db: Db,
  tenantId: string,
  locationId: string,
  verification: Verification,
): Promise<void> {
  const state: ListingHealthState | null =
    verification.state === "PENDING"
      ? "VERIFICATION_PENDING"
      : verification.state === "COMPLETED"
        ? "WAITING"
        : null;
  await db
    .update(locations)
    .set({ verified: verification.state, updatedAt: new Date() })
    .where(and(eq(locations.tenantId, tenantId), eq(locations.id, locationId)));
  if (!state) return;
  const [row] = await db
    .select({ state: listingHealth.state, duplicate: locations.duplicateLocation })
    .from(listingHealth)
    .innerJoin(
      locations,
      and(
        eq(locations.tenantId, listingHealth.tenantId),
        eq(locations.id, listingHealth.locationId),
      ),
    )
    .where(and(eq(listingHealth.tenantId, tenantId), eq(listingHealth.locationId, locationId)));
  await recordHealth(db, {
    tenantId,
    locationId,
    state,
    detail: state === "VERIFICATION_PENDING" ? { pendingVerification: verification.name } : {},
    verified: verification.state,
    duplicate: row?.duplicate ?? false,
  });
}
