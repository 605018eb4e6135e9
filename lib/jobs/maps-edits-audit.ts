import "server-only";
import { eq } from "drizzle-orm";
import { writeAudit } from "@/lib/audit/write";
import { currentRequestMeta } from "@/lib/auth/request-meta";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import type { JobKind } from "./kinds";

// Syncs and imports only read from the maps service and are not audited as edits.
export const MAPS_WRITE_KINDS: ReadonlySet<string> = new Set<JobKind>([
  "LOCATION_EDIT",
  "LOCATION_CREATE",
  "MEDIA_UPLOAD",
  "MEDIA_DELETE",
  "POST_PUBLISH",
  "REVIEW_REPLY",
  "REVIEW_AUTO_REPLY",
  "QUESTION_ANSWER",
  "FAQ_CREATE",
]);

/** Stores named in a row at most; the count says how many there were. */
const STORE_IDS_SHOWN = 20;
/** A payload summary longer than this keeps only its field names. */
const PAYLOAD_MAX_CHARS = 4000;
const TEXT_MAX_CHARS = 500;

type JobToAudit = {
  tenantId: string;
  kind: string;
  userId?: string | null;
  items: { locationId: string | null; payload: Record<string, unknown> }[];
  startAfter?: Date;
};

function trimmed(value: unknown): unknown {
  if (typeof value === "string")
    return value.length > TEXT_MAX_CHARS ? `${value.slice(0, TEXT_MAX_CHARS)}…` : value;
  if (Array.isArray(value)) return value.map(trimmed);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, trimmed(v)]));
  return value;
}

/** Its patch's keys when it has one, else the payload's own keys. */
function fieldsOf(payload: Record<string, unknown>): string[] {
  const patch = payload.patch;
  return patch && typeof patch === "object" ? Object.keys(patch) : Object.keys(payload);
}

// The request itself when every item asks the same (a bulk edit), else the first, with
// `sameForAll: false`.
export function mapsEditSummary(job: JobToAudit): Record<string, unknown> {
  const stores = [...new Set(job.items.map((item) => item.locationId).filter(Boolean))] as string[];
  const fields = [...new Set(job.items.flatMap((item) => fieldsOf(item.payload)))].sort();
  const first = job.items[0]?.payload ?? {};
  const firstJson = JSON.stringify(first);
  const sameForAll = job.items.every((item) => JSON.stringify(item.payload) === firstJson);
  const request = trimmed(first);
  const summary: Record<string, unknown> = {
    kind: job.kind,
    items: job.items.length,
    stores: stores.length,
    storeIds: stores.slice(0, STORE_IDS_SHOWN),
    fields,
  };
  if (JSON.stringify(request).length <= PAYLOAD_MAX_CHARS) {
    summary.request = request;
    summary.sameForAll = sameForAll;
  }
  if (job.startAfter) summary.startAfter = job.startAfter.toISOString();
  return summary;
}

// Written in the transaction that creates the job (lib/jobs/engine.ts), so a job exists if and only
// if its row does. A job without a creator (an automatic reply) is the system's.
export async function auditMapsEdit(tx: Db, job: JobToAudit, jobId: string): Promise<void> {
  if (!MAPS_WRITE_KINDS.has(job.kind) || job.items.length === 0) return;
  const [creator] = job.userId
    ? await tx.select({ email: users.email }).from(users).where(eq(users.id, job.userId))
    : [];
  const meta = currentRequestMeta();
  await writeAudit(
    tx,
    {
      id: creator ? job.userId! : null,
      label: creator?.email ?? "system",
      ip: meta.ip,
      userAgent: meta.userAgent,
    },
    {
      tenantId: job.tenantId,
      action: "maps.edit",
      targetType: "job",
      targetId: jobId,
      changes: mapsEditSummary(job),
    },
  );
}
