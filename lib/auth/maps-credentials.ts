import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { mapsCredentials, users } from "@/lib/db/schema";
import { openToken, sealToken } from "./token-box";

export type MapsTokenGrant = {
  accessToken: string;
  refreshToken?: string | null;
  /** Epoch seconds. */
  expiresAt: number;
  scope?: string | null;
};

export type StoredMapsCredentials = {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date;
};

// A grant without a refresh token keeps the stored one: Google sends it only on the first consent.
export async function saveMapsCredentials(db: Db, userId: string, grant: MapsTokenGrant) {
  const values = {
    accessToken: sealToken(grant.accessToken),
    expiresAt: new Date(grant.expiresAt * 1000),
    scope: grant.scope ?? null,
    updatedAt: new Date(),
    ...(grant.refreshToken ? { refreshToken: sealToken(grant.refreshToken) } : {}),
  };
  await db
    .insert(mapsCredentials)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: mapsCredentials.userId, set: values });
}

export function grantFromAccount(account: {
  access_token?: string;
  refresh_token?: string;
  expires_at?: number;
  expires_in?: number;
  scope?: string;
}): MapsTokenGrant | null {
  if (!account.access_token) return null;
  const expiresAt =
    account.expires_at ?? Math.floor(Date.now() / 1000) + (account.expires_in ?? 3600);
  return {
    accessToken: account.access_token,
    refreshToken: account.refresh_token ?? null,
    expiresAt,
    scope: account.scope ?? null,
  };
}

export async function loadMapsCredentials(
  db: Db,
  userId: string,
): Promise<StoredMapsCredentials | null> {
  const [row] = await db
    .select()
    .from(mapsCredentials)
    .where(eq(mapsCredentials.userId, userId))
    .limit(1);
  if (!row) return null;
  return {
    accessToken: openToken(row.accessToken),
    refreshToken: row.refreshToken ? openToken(row.refreshToken) : null,
    expiresAt: row.expiresAt,
  };
}

/**
 * Marks every maps account a tenant's users linked to be linked again: they read as an
 * authorization that expired and cannot be renewed (lib/auth/maps-access.ts), so calls answer
 * MAPS_NOT_LINKED until the user signs in with the maps account again. Used when the tenant
 * moves to another maps project, whose client cannot use the old tokens. Answers how many.
 */
export async function expireTenantMapsCredentials(db: Db, tenantId: string): Promise<number> {
  const expired = await db
    .update(mapsCredentials)
    .set({ refreshToken: null, expiresAt: new Date(0) })
    .where(
      inArray(
        mapsCredentials.userId,
        db.select({ id: users.id }).from(users).where(eq(users.tenantId, tenantId)),
      ),
    )
    .returning({ userId: mapsCredentials.userId });
  return expired.length;
}
