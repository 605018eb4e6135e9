import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { sendStoreEdits } from "@/lib/approvals/gate";
import { isLinkToken, linkHourMs, linkTokenHash, newLinkToken } from "@/lib/auth/link-token";
import type { Db } from "@/lib/db/client";
import { geolocationLinks, pinProposals } from "@/lib/db/schema";
import { appOrigin } from "@/lib/maps/config";
import { recordNotification } from "@/lib/notifications/service";
import { GeolocationError } from "./errors";
import { getPinStore } from "./queries";
import { PIN_LINK_HOURS, PIN_LINK_PATH, isExpired } from "./rules";
import type { PinProposalInput } from "./schema";

/** GEOLOCATION_LINK_HOUR_MS lets tests see a link expire in moments. */
export const geolocationHourMs = (env: Record<string, string | undefined> = process.env) =>
  linkHourMs("GEOLOCATION_LINK_HOUR_MS", env);

export const pinLinkUrl = (token: string) => `${appOrigin()}${PIN_LINK_PATH}?token=${token}`;

/**
 * A new link for one store of the tenant, open PIN_LINK_HOURS (or `hours`) for one proposal. The
 * token is in the answer only: the table keeps its hash.
 */
export async function createPinLink(
  db: Db,
  {
    tenantId,
    userId,
    locationId,
    hours = PIN_LINK_HOURS,
    now = new Date(),
  }: { tenantId: string; userId: string | null; locationId: string; hours?: number; now?: Date },
) {
  const store = await getPinStore(db, { tenantId, locationId });
  if (!store) throw new GeolocationError("STORE_NOT_FOUND");
  const { token, hash } = newLinkToken();
  const [row] = await db
    .insert(geolocationLinks)
    .values({
      tenantId,
      locationId,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + hours * geolocationHourMs()),
      createdBy: userId,
    })
    .returning();
  return { link: row!, url: pinLinkUrl(token), store };
}

/**
 * The phone's position as a proposal for the link's store: the link is taken under a row lock,
 * so one link makes one proposal, and ADMINs get LOCATION_PIN_PROPOSED. Nothing is written for an
 * unknown, expired or used link.
 */
export async function proposePin(db: Db, input: PinProposalInput, now: Date = new Date()) {
  if (!isLinkToken(input.token)) throw new GeolocationError("LINK_UNKNOWN");
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(geolocationLinks)
      .where(eq(geolocationLinks.tokenHash, linkTokenHash(input.token)))
      .for("update");
    if (!link) throw new GeolocationError("LINK_UNKNOWN");
    if (link.usedAt) throw new GeolocationError("LINK_USED");
    if (isExpired(link.expiresAt, now)) throw new GeolocationError("LINK_EXPIRED");
    const [proposal] = await tx
      .insert(pinProposals)
      .values({
        tenantId: link.tenantId,
        locationId: link.locationId,
        linkId: link.id,
        latitude: input.latitude,
        longitude: input.longitude,
        accuracy: input.accuracy,
        createdAt: now,
      })
      .returning();
    await tx.update(geolocationLinks).set({ usedAt: now }).where(eq(geolocationLinks.id, link.id));
    await recordNotification(tx as unknown as Db, {
      tenantId: link.tenantId,
      type: "LOCATION_PIN_PROPOSED",
      subject: proposal!.id,
      infoUrl: [link.locationId],
      locationId: link.locationId,
    });
    return proposal!;
  });
}

/** Marks an undecided proposal of the tenant; the one that lost a race is ALREADY_DECIDED. */
async function decide(
  db: Db,
  {
    tenantId,
    userId,
    id,
    decision,
  }: { tenantId: string; userId: string; id: string; decision: "CONFIRMED" | "DISCARDED" },
) {
  const [row] = await db
    .update(pinProposals)
    .set({ decision, decidedAt: new Date(), decidedBy: userId })
    .where(
      and(
        eq(pinProposals.tenantId, tenantId),
        eq(pinProposals.id, id),
        isNull(pinProposals.decision),
      ),
    )
    .returning();
  if (row) return row;
  const [exists] = await db
    .select({ id: pinProposals.id })
    .from(pinProposals)
    .where(and(eq(pinProposals.tenantId, tenantId), eq(pinProposals.id, id)));
  throw new GeolocationError(exists ? "ALREADY_DECIDED" : "PROPOSAL_NOT_FOUND");
}

/**
 * Sends the proposed pin as the store's `latlng` through the store edits' gate (held when the
 * tenant requires approval for the caller's roles); the proposal keeps its job.
 */
export async function confirmPinProposal(
  db: Db,
  queue: PgBoss,
  { tenantId, userId, id }: { tenantId: string; userId: string; id: string },
) {
  const proposal = await decide(db, { tenantId, userId, id, decision: "CONFIRMED" });
  try {
    const latlng = { latitude: proposal.latitude, longitude: proposal.longitude };
    const { jobId, held } = await sendStoreEdits(db, queue, {
      tenantId,
      userId,
      kind: "LOCATION_EDIT",
      source: "GEOLOCATION",
      items: [{ locationId: proposal.locationId, payload: { patch: { latlng } } }],
    });
    await db.update(pinProposals).set({ jobId }).where(eq(pinProposals.id, proposal.id));
    return { jobId, held };
  } catch (error) {
    // Not sent: the proposal waits for a decision again.
    await db
      .update(pinProposals)
      .set({ decision: null, decidedAt: null, decidedBy: null })
      .where(eq(pinProposals.id, proposal.id));
    throw error;
  }
}

export async function discardPinProposal(
  db: Db,
  { tenantId, userId, id }: { tenantId: string; userId: string; id: string },
) {
  await decide(db, { tenantId, userId, id, decision: "DISCARDED" });
}
