import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { reviewLinks, reviewLinkScans } from "@/lib/db/schema";
import { findReviewLink } from "./queries";
import { CODE_BYTES, CODE_PATTERN } from "./rules";

const newCode = () => randomBytes(CODE_BYTES).toString("base64url");

/**
 * Each store's review link code, made the first time its card is drawn. A store keeps its code
 * for good, so cards already printed keep working. Two statements however many stores.
 */
export async function ensureReviewLinks(
  db: Db,
  { tenantId, locationIds }: { tenantId: string; locationIds: string[] },
): Promise<Map<string, string>> {
  if (!locationIds.length) return new Map();
  await db
    .insert(reviewLinks)
    .values(locationIds.map((locationId) => ({ code: newCode(), tenantId, locationId })))
    .onConflictDoNothing({ target: [reviewLinks.tenantId, reviewLinks.locationId] });
  const rows = await db
    .select({ locationId: reviewLinks.locationId, code: reviewLinks.code })
    .from(reviewLinks)
    .where(
      and(
        eq(reviewLinks.tenantId, tenantId),
        sql`${reviewLinks.locationId} = any(${sql.param(locationIds)}::uuid[])`,
      ),
    );
  return new Map(rows.map((row) => [row.locationId, row.code]));
}

/**
 * A scan of a review link: one more on today's count of its store, nothing else kept (no
 * address, device or time of day). Null when the code is unknown or its store is no longer public.
 */
export async function openReviewLink(db: Db, code: string | undefined): Promise<string | null> {
  if (!code || !CODE_PATTERN.test(code)) return null;
  const link = await findReviewLink(db, code);
  if (!link) return null;
  await db
    .insert(reviewLinkScans)
    .values({
      tenantId: link.tenantId,
      locationId: link.locationId,
      day: sql`current_date`,
      scans: 1,
    })
    .onConflictDoUpdate({
      target: [reviewLinkScans.tenantId, reviewLinkScans.locationId, reviewLinkScans.day],
      set: { scans: sql`${reviewLinkScans.scans} + 1` },
    });
  return link.newReviewUri;
}
