import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { Location, OpenStatus } from "@/lib/maps/types";
import { requireManagedAccount } from "./api-auth";
import { locationWithFault, takeFault } from "./faults";
import { invalidArgument, notFound } from "./http";
import { simAccounts, simLocations } from "./schema";
import type { Caller } from "./tokens";

export type SimLocationContext = {
  id: string;
  accountId: string;
  accountName: string;
  title: string;
  openStatus: OpenStatus;
  /** Only a published (verified) location gathers reviews, questions and views. */
  published: boolean;
  languageCode: string;
  /** Seeded history runs up to this moment. */
  anchor: Date;
  data: Omit<Location, "name">;
};

export type SimLocationRef = Pick<
  SimLocationContext,
  "id" | "accountId" | "openStatus" | "published" | "languageCode" | "anchor"
>;

export function checkLocationId(locationId: string, field = "name"): string {
  if (!/^\d{1,30}$/.test(locationId))
    throw invalidArgument(field, "Invalid location resource name");
  return locationId;
}

const contextColumns = {
  location: simLocations,
  accountName: simAccounts.accountName,
  anchor: simAccounts.createdAt,
};

type ContextRow = {
  location: typeof simLocations.$inferSelect;
  accountName: string;
  anchor: Date;
};

function toContext({ location, accountName, anchor }: ContextRow): SimLocationContext {
  return {
    id: location.id,
    accountId: location.accountId,
    accountName,
    title: location.title,
    openStatus: location.openStatus as OpenStatus,
    published: Boolean(location.data.metadata?.placeId),
    languageCode: location.data.languageCode ?? "en",
    anchor,
    data: location.data,
  };
}

/** Without checking who asks: the admin API's view. */
export async function loadLocation(db: Db, locationId: string): Promise<SimLocationContext> {
  const [row] = await db
    .select(contextColumns)
    .from(simLocations)
    .innerJoin(simAccounts, eq(simAccounts.id, simLocations.accountId))
    .where(eq(simLocations.id, checkLocationId(locationId)))
    .limit(1);
  if (!row) throw notFound();
  return toContext(row);
}

// A foreign account is 403, a location outside the named account 404. A queued failure is
// answered here, once access is settled.
export async function requireCallerLocation(
  db: Db,
  caller: Caller,
  locationId: string,
  accountId?: string,
): Promise<SimLocationContext> {
  if (accountId !== undefined) await requireManagedAccount(db, caller, accountId);
  const location = await loadLocation(db, locationId);
  if (accountId !== undefined && location.accountId !== accountId) throw notFound();
  if (accountId === undefined) await requireManagedAccount(db, caller, location.accountId);
  await takeFault(db, location.id, caller.method);
  return location;
}

// Two queries whatever the number of locations, without their large data; keeps the order of
// `locationIds`.
export async function requireCallerLocations(
  db: Db,
  caller: Caller,
  locationIds: readonly string[],
  accountId: string,
): Promise<SimLocationRef[]> {
  await requireManagedAccount(db, caller, accountId);
  const ids = locationIds.map((id) => checkLocationId(id));
  const rows = await db
    .select({
      id: simLocations.id,
      accountId: simLocations.accountId,
      openStatus: simLocations.openStatus,
      placeId: sql<string | null>`${simLocations.data} -> 'metadata' ->> 'placeId'`,
      languageCode: sql<string | null>`${simLocations.data} ->> 'languageCode'`,
      anchor: simAccounts.createdAt,
    })
    .from(simLocations)
    .innerJoin(simAccounts, eq(simAccounts.id, simLocations.accountId))
    // One array parameter: fifty separate ones cost PGlite more than the lookup itself.
    .where(sql`${simLocations.id} = any(${sql.param(ids)}::text[])`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const locations = ids.map((id): SimLocationRef => {
    const row = byId.get(id);
    if (!row || row.accountId !== accountId) throw notFound();
    return {
      id: row.id,
      accountId: row.accountId,
      openStatus: row.openStatus as OpenStatus,
      published: Boolean(row.placeId),
      languageCode: row.languageCode ?? "en",
      anchor: new Date(row.anchor),
    };
  });
  const faulty = await locationWithFault(db, ids, caller.method);
  if (faulty) await takeFault(db, faulty, caller.method);
  return locations;
}
