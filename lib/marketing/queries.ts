import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { extractJobs } from "@/lib/db/schema";
import type { ExtractStatus } from "./statuses";

export type ExtractJobRow = typeof extractJobs.$inferSelect;

export async function listExtractJobs(
  db: Db,
  {
    tenantId,
    status,
    limit,
    offset,
  }: { tenantId: string; status?: ExtractStatus; limit: number; offset: number },
) {
  const where = and(
    eq(extractJobs.tenantId, tenantId),
    status ? eq(extractJobs.status, status) : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(extractJobs)
      .where(where)
      .orderBy(desc(extractJobs.createdAt), desc(extractJobs.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(extractJobs).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function getExtractJob(
  db: Db,
  { tenantId, id }: { tenantId: string; id: string },
): Promise<ExtractJobRow | null> {
  const [row] = await db
    .select()
    .from(extractJobs)
    .where(and(eq(extractJobs.id, id), eq(extractJobs.tenantId, tenantId)));
  return row ?? null;
}

export async function getExtractJobByEngineJob(
  db: Db,
  { tenantId, engineJobId }: { tenantId: string; engineJobId: string },
) {
  const [row] = await db
    .select()
    .from(extractJobs)
    .where(and(eq(extractJobs.engineJobId, engineJobId), eq(extractJobs.tenantId, tenantId)));
  return row ?? null;
}
