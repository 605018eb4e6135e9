import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { isLinkToken, linkTokenHash } from "@/lib/auth/link-token";
import type { Db } from "@/lib/db/client";
import { geolocationLinks, locations, pinProposals, users } from "@/lib/db/schema";
import { isExpired, type LatLng } from "./rules";

export type PinStore = {
  id: string;
  tenantId: string;
  name: string;
  storeCode: string | null;
  address: string;
  /** The pin the kept listing holds; null when the maps service gave none. */
  pin: LatLng | null;
};

const storeColumns = {
  id: locations.id,
  tenantId: locations.tenantId,
  name: locations.locationName,
  storeCode: locations.storeCode,
  addressLines: locations.addressLines,
  locality: locations.locality,
  postalCode: locations.postalCode,
  administrativeArea: locations.administrativeArea,
  latitude: locations.latitude,
  longitude: locations.longitude,
};

function toStore(row: {
  id: string;
  tenantId: string;
  name: string;
  storeCode: string | null;
  addressLines: string[];
  locality: string | null;
  postalCode: string | null;
  administrativeArea: string | null;
  latitude: number | null;
  longitude: number | null;
}): PinStore {
  const place = [row.postalCode, row.locality, row.administrativeArea].filter(Boolean).join(" ");
  return {
    id: row.id,
    tenantId: row.tenantId,
    name: row.name,
    storeCode: row.storeCode,
    address: [...row.addressLines, place].filter(Boolean).join(", "),
    pin:
      row.latitude === null || row.longitude === null
        ? null
        : { latitude: row.latitude, longitude: row.longitude },
  };
}

/** One store of the tenant with its kept pin, or null. */
export async function getPinStore(
  db: Db,
  { tenantId, locationId }: { tenantId: string; locationId: string },
): Promise<PinStore | null> {
  const [row] = await db
    .select(storeColumns)
    .from(locations)
    .where(and(eq(locations.tenantId, tenantId), eq(locations.id, locationId)));
  return row ? toStore(row) : null;
}

export type PinLinkState = "OPEN" | "EXPIRED" | "USED";

/**
 * What a token opens: its link's state and store, or null when the token is no link at all. An
 * expired or used link still names its store, so the page can say which link it was.
 */
export async function openPinLink(
  db: Db,
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<{ linkId: string; state: PinLinkState; store: PinStore } | null> {
  if (!isLinkToken(token)) return null;
  const [row] = await db
    .select({
      linkId: geolocationLinks.id,
      expiresAt: geolocationLinks.expiresAt,
      usedAt: geolocationLinks.usedAt,
      ...storeColumns,
    })
    .from(geolocationLinks)
    .innerJoin(
      locations,
      and(
        eq(locations.id, geolocationLinks.locationId),
        eq(locations.tenantId, geolocationLinks.tenantId),
      ),
    )
    .where(eq(geolocationLinks.tokenHash, linkTokenHash(token)));
  if (!row) return null;
  const state: PinLinkState = row.usedAt
    ? "USED"
    : isExpired(row.expiresAt, now)
      ? "EXPIRED"
      : "OPEN";
  return { linkId: row.linkId, state, store: toStore(row) };
}

/** The store's links, newest first: when each expires and whether it took its proposal. */
export async function listPinLinks(
  db: Db,
  { tenantId, locationId, limit = 10 }: { tenantId: string; locationId: string; limit?: number },
) {
  return db
    .select({
      id: geolocationLinks.id,
      createdAt: geolocationLinks.createdAt,
      expiresAt: geolocationLinks.expiresAt,
      usedAt: geolocationLinks.usedAt,
    })
    .from(geolocationLinks)
    .where(
      and(eq(geolocationLinks.tenantId, tenantId), eq(geolocationLinks.locationId, locationId)),
    )
    .orderBy(desc(geolocationLinks.createdAt))
    .limit(limit);
}

export type PinProposalItem = {
  id: string;
  locationId: string;
  latitude: number;
  longitude: number;
  accuracy: number;
  createdAt: Date;
  decision: "CONFIRMED" | "DISCARDED" | null;
  decidedAt: Date | null;
  decidedBy: string | null;
  jobId: string | null;
};

function selectProposals(db: Db) {
  return db
    .select({
      id: pinProposals.id,
      locationId: pinProposals.locationId,
      latitude: pinProposals.latitude,
      longitude: pinProposals.longitude,
      accuracy: pinProposals.accuracy,
      createdAt: pinProposals.createdAt,
      decision: pinProposals.decision,
      decidedAt: pinProposals.decidedAt,
      decidedBy: users.username,
      jobId: pinProposals.jobId,
    })
    .from(pinProposals)
    .leftJoin(users, eq(users.id, pinProposals.decidedBy));
}

const asItem = (row: Omit<PinProposalItem, "decision"> & { decision: string | null }) => ({
  ...row,
  decision: row.decision as PinProposalItem["decision"],
});

/** The store's proposals, newest first (the store's index). */
export async function listPinProposals(
  db: Db,
  { tenantId, locationId, limit }: { tenantId: string; locationId: string; limit: number },
): Promise<PinProposalItem[]> {
  const rows = await selectProposals(db)
    .where(and(eq(pinProposals.tenantId, tenantId), eq(pinProposals.locationId, locationId)))
    .orderBy(desc(pinProposals.createdAt))
    .limit(limit);
  return rows.map(asItem);
}

export async function getPinProposal(
  db: Db,
  { tenantId, id }: { tenantId: string; id: string },
): Promise<PinProposalItem | null> {
  const [row] = await selectProposals(db).where(
    and(eq(pinProposals.tenantId, tenantId), eq(pinProposals.id, id)),
  );
  return row ? asItem(row) : null;
}
