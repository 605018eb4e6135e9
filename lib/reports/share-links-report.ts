import "server-only";
import type { Db } from "@/lib/db/client";
import { WorkspaceNotFoundError } from "@/lib/workspaces/selection";
import { ReportInputError } from "./errors";
import { snapshotQuery, tenantTimeZoneOf } from "./pdf-file";
import { loadReport } from "./queries/report";
import { openShareLink } from "./share-links";
import type { Report } from "./types";

/** Null also when what the link showed is gone: the page then says it expired. */
export async function openSharedReport(
  db: Db,
  token: string | undefined,
  now = new Date(),
): Promise<{ report: Report; expiresAt: Date } | null> {
  if (!token) return null;
  const opened = await openShareLink(db, token, now);
  if (opened.state !== "open") return null;
  const { link } = opened;
  const timeZone = await tenantTimeZoneOf(db, { tenantId: link.tenantId });
  try {
    const report = await loadReport(db, snapshotQuery(link.tenantId, link.filters, timeZone, now));
    return { report, expiresAt: link.expiresAt };
  } catch (error) {
    if (error instanceof ReportInputError || error instanceof WorkspaceNotFoundError) return null;
    throw error;
  }
}
