import "server-only";
import { eq } from "drizzle-orm";
import { loadMapsCredentials, saveMapsCredentials } from "./maps-credentials";
import type { Db } from "@/lib/db/client";
import { countingFetch } from "@/lib/costs/usage";
import { mapsCredentials, tenants, users } from "@/lib/db/schema";
import { createMapsClient, type FetchLike, type MapsClient } from "@/lib/maps/client";
import { getMapsConfig, type MapsConfig } from "@/lib/maps/config";
import { refreshAccessToken } from "@/lib/maps/oauth";
import { tenantMapsProject } from "@/lib/maps/projects";

/** So a call started now does not carry a token that dies mid-way. */
const EXPIRY_MARGIN_MS = 60_000;

const globalForMaps = globalThis as unknown as { storeplusMapsFetch?: FetchLike };

/** Tests route every maps call of the product to the simulator's handlers in-process. */
export function setMapsFetchForTests(fetchImpl: FetchLike | undefined) {
  globalForMaps.storeplusMapsFetch = fetchImpl;
}

export function mapsFetch(): FetchLike {
  return globalForMaps.storeplusMapsFetch ?? fetch;
}

export class MapsNotLinkedError extends Error {
  constructor(message = "The user has no maps-service authorization") {
    super(message);
    this.name = "MapsNotLinkedError";
  }
}

/**
 * The OAuth config of the user's tenant's maps project: a refresh token belongs to the client
 * that issued it, which is that project's (lib/auth/maps-project-sign-in.ts).
 */
export async function userMapsConfig(db: Db, userId: string): Promise<MapsConfig> {
  const [row] = await db
    .select({ project: tenants.mapsProject })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.id, userId));
  return getMapsConfig(process.env, tenantMapsProject(row?.project).project);
}

export async function mapsAccessToken(db: Db, userId: string, now = new Date()): Promise<string> {
  const stored = await loadMapsCredentials(db, userId);
  if (!stored) throw new MapsNotLinkedError();
  if (stored.expiresAt.getTime() - EXPIRY_MARGIN_MS > now.getTime()) return stored.accessToken;
  if (!stored.refreshToken) throw new MapsNotLinkedError("The maps authorization expired");
  const config = await userMapsConfig(db, userId);
  const fresh = await refreshAccessToken(stored.refreshToken, { fetch: mapsFetch(), config }).catch(
    (error: unknown) => {
      throw new MapsNotLinkedError(`The maps authorization could not be renewed: ${String(error)}`);
    },
  );
  await saveMapsCredentials(db, userId, {
    accessToken: fresh.access_token,
    refreshToken: fresh.refresh_token ?? null,
    expiresAt: Math.floor(now.getTime() / 1000) + fresh.expires_in,
    scope: fresh.scope,
  });
  return fresh.access_token;
}

export async function mapsClientForUser(
  db: Db,
  userId: string,
  fetchImpl: FetchLike = mapsFetch(),
): Promise<MapsClient> {
  return createMapsClient({ accessToken: await mapsAccessToken(db, userId), fetch: fetchImpl });
}

// As the earliest of its users who linked a maps account.
export async function tenantMapsClient(
  db: Db,
  { tenantId }: { tenantId: string },
): Promise<MapsClient> {
  const [row] = await db
    .select({ userId: mapsCredentials.userId })
    .from(mapsCredentials)
    .innerJoin(users, eq(users.id, mapsCredentials.userId))
    .where(eq(users.tenantId, tenantId))
    .orderBy(mapsCredentials.updatedAt)
    .limit(1);
  if (!row) throw new MapsNotLinkedError("No user of the tenant has linked a maps-service account");
  // Every call the tenant's client makes counts on the cost table (lib/costs/usage).
  return mapsClientForUser(db, row.userId, countingFetch(db, { tenantId, inner: mapsFetch() }));
}

export async function linkedTenantMapsClient(
  db: Db,
  { tenantId }: { tenantId: string },
): Promise<MapsClient | null> {
  try {
    return await tenantMapsClient(db, { tenantId });
  } catch (error) {
    if (error instanceof MapsNotLinkedError) return null;
    throw error;
  }
}
