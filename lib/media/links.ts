import "server-only";
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import { isLinkToken, linkHourMs, linkTokenHash, newLinkToken } from "@/lib/auth/link-token";
import type { Db } from "@/lib/db/client";
import { locations, mediaLinks, mediaPackages, type MediaLinkRow } from "@/lib/db/schema";
import { appOrigin } from "@/lib/maps/config";

export const MEDIA_LINK_PATH = "/media-link";
export const MEDIA_LINK_LIST_PATH = "/media-link-list";

/** MEDIA_LINK_HOUR_MS lets tests see a link expire in moments. */
export function mediaLinkHourMs(env: Record<string, string | undefined> = process.env): number {
  return linkHourMs("MEDIA_LINK_HOUR_MS", env);
}

export type MediaLinkTarget = { packageId: string } | { locationId: string };

export async function createMediaLink(
  db: Db,
  input: {
    tenantId: string;
    userId: string;
    packageId?: string;
    locationId?: string;
    expiresInHours: number;
  },
): Promise<{ row: MediaLinkRow; url: string } | null> {
  const owned = input.packageId
    ? await db
        .select({ id: mediaPackages.id })
        .from(mediaPackages)
        .where(
          and(eq(mediaPackages.id, input.packageId), eq(mediaPackages.tenantId, input.tenantId)),
        )
    : await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.id, input.locationId!), eq(locations.tenantId, input.tenantId)));
  if (!owned.length) return null;
  const { token, hash } = newLinkToken();
  const [row] = await db
    .insert(mediaLinks)
    .values({
      tenantId: input.tenantId,
      tokenHash: hash,
      packageId: input.packageId ?? null,
      locationId: input.locationId ?? null,
      expiresAt: new Date(Date.now() + input.expiresInHours * mediaLinkHourMs()),
      createdBy: input.userId,
    })
    .returning();
  const path = input.packageId ? MEDIA_LINK_PATH : MEDIA_LINK_LIST_PATH;
  return { row: row!, url: `${appOrigin()}${path}?token=${token}` };
}

/** Null for an expired, revoked or unknown token, never saying which. */
export async function openMediaLink(db: Db, token: string | null | undefined, now = new Date()) {
  if (!isLinkToken(token)) return null;
  const [row] = await db
    .select()
    .from(mediaLinks)
    .where(
      and(
        eq(mediaLinks.tokenHash, linkTokenHash(token)),
        isNull(mediaLinks.revokedAt),
        gt(mediaLinks.expiresAt, now),
      ),
    );
  return row ?? null;
}

export async function revokeMediaLink(
  db: Db,
  { tenantId, id }: { tenantId: string; id: string },
): Promise<boolean> {
  const [row] = await db
    .update(mediaLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(mediaLinks.id, id), eq(mediaLinks.tenantId, tenantId)))
    .returning({ id: mediaLinks.id });
  return Boolean(row);
}

export async function activeLinks(
  db: Db,
  {
    tenantId,
    target,
    now = new Date(),
  }: { tenantId: string; target: { packageIds: string[] } | { locationId: string }; now?: Date },
) {
  if ("packageIds" in target && target.packageIds.length === 0) return [];
  return db
    .select()
    .from(mediaLinks)
    .where(
      and(
        eq(mediaLinks.tenantId, tenantId),
        "packageIds" in target
          ? inArray(mediaLinks.packageId, target.packageIds)
          : eq(mediaLinks.locationId, target.locationId),
        isNull(mediaLinks.revokedAt),
        gt(mediaLinks.expiresAt, now),
      ),
    )
    .orderBy(mediaLinks.createdAt);
}

/** Opening a package's link brings a dismissed package back to the list (spec §4). */
export async function reloadLinkedPackage(db: Db, link: MediaLinkRow): Promise<void> {
  if (!link.packageId) return;
  await db
    .update(mediaPackages)
    .set({ dismissedAt: null })
    .where(and(eq(mediaPackages.id, link.packageId), eq(mediaPackages.tenantId, link.tenantId)));
}
