import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { reportShareLinks, type ReportFilterSnapshot } from "@/lib/db/schema";
import type { Locale } from "@/lib/i18n/config";
import { resolveScope } from "./queries/scope";
import type { ReportFiltersValues } from "./schema";

export type ReportShareLinkRow = typeof reportShareLinks.$inferSelect;

/** The public page a link opens (app/(shared-link)/shared-report), with ?token= as media links have. */
export const SHARED_REPORT_PATH = "/shared-report";
const DAY_MS = 86_400_000;

/** Only this digest is stored: a database reader cannot rebuild a working link from it. */
export function hashShareToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function snapshot(filters: ReportFiltersValues): ReportFilterSnapshot {
  return {
    workspaceId: filters.workspaceId ?? null,
    storeIds: filters.storeIds ?? [],
    labels: filters.labels ?? [],
    cities: filters.cities ?? [],
    days: filters.days,
  };
}

/** Checked before saving: a saved report must open for whoever receives it. */
export async function checkReportFilters(
  db: Db,
  { tenantId, ...filters }: { tenantId: string } & ReportFiltersValues,
) {
  await resolveScope(db, { tenantId, ...filters });
}

/** The token is never readable again. */
export async function createShareLink(
  db: Db,
  caller: { tenantId: string; userId: string; locale: Locale },
  input: { filters: ReportFiltersValues; expiresInDays: number },
  now = new Date(),
): Promise<{ row: ReportShareLinkRow; token: string }> {
  await checkReportFilters(db, { tenantId: caller.tenantId, ...input.filters });
  const token = randomBytes(32).toString("base64url");
  const [row] = await db
    .insert(reportShareLinks)
    .values({
      tenantId: caller.tenantId,
      createdBy: caller.userId,
      tokenHash: hashShareToken(token),
      filters: snapshot(input.filters),
      locale: caller.locale,
      expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
    })
    .returning();
  return { row: row!, token };
}

export function shareLinkPath(token: string): string {
  return `${SHARED_REPORT_PATH}?token=${token}`;
}

export async function listShareLinks(
  db: Db,
  { tenantId }: { tenantId: string },
): Promise<ReportShareLinkRow[]> {
  return db
    .select()
    .from(reportShareLinks)
    .where(eq(reportShareLinks.tenantId, tenantId))
    .orderBy(desc(reportShareLinks.createdAt))
    .limit(200);
}

export async function revokeShareLink(
  db: Db,
  { tenantId, id, now = new Date() }: { tenantId: string; id: string; now?: Date },
) {
  const [row] = await db
    .select({ id: reportShareLinks.id, revokedAt: reportShareLinks.revokedAt })
    .from(reportShareLinks)
    .where(and(eq(reportShareLinks.id, id), eq(reportShareLinks.tenantId, tenantId)));
  if (!row) return false;
  if (!row.revokedAt)
    await db
      .update(reportShareLinks)
      .set({ revokedAt: now })
      .where(and(eq(reportShareLinks.id, id), eq(reportShareLinks.tenantId, tenantId)));
  return true;
}

export type OpenedShareLink =
  { state: "open"; link: ReportShareLinkRow } | { state: "expired" } | { state: "unknown" };

/** An expired or revoked link reads "expired"; a never-issued token reads "unknown". */
export async function openShareLink(
  db: Db,
  token: string,
  now = new Date(),
): Promise<OpenedShareLink> {
  if (!TOKEN_PATTERN.test(token)) return { state: "unknown" };
  const [link] = await db
    .select()
    .from(reportShareLinks)
    .where(eq(reportShareLinks.tokenHash, hashShareToken(token)));
  if (!link) return { state: "unknown" };
  if (link.revokedAt || link.expiresAt.getTime() <= now.getTime()) return { state: "expired" };
  return { state: "open", link };
}
