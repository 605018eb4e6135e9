import "server-only";
import { and, desc, eq, getTableColumns, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { defineListQuery } from "@/lib/db/list-query";
import {
  jobItems,
  jobs,
  type Job,
  type MediaLinkRow,
  locations,
  mediaPackageFiles,
  mediaPackageLocations,
  mediaPackages,
  resources,
  type MediaPackageRow,
  type ResourceRow,
} from "@/lib/db/schema";
import { activeLinks } from "./links";

export type MediaPackageRecord = MediaPackageRow & {
  files: ResourceRow[];
  totalLocations: number;
  job: Job | null;
  links: MediaLinkRow[];
};

const storeCount = sql<number>`(select count(*)::int from ${mediaPackageLocations}
  where ${mediaPackageLocations.packageId} = ${mediaPackages.id})`;

/** Three statements beside the page's whatever its size, rather than three a package. */
async function withParts(
  db: Db,
  rows: { pkg: MediaPackageRow; stores: number }[],
): Promise<MediaPackageRecord[]> {
  if (!rows.length) return [];
  const tenantId = rows[0]!.pkg.tenantId;
  const ids = rows.map((r) => r.pkg.id);
  const jobIds = rows.flatMap((r) => (r.pkg.jobId ? [r.pkg.jobId] : []));
  const [files, jobRows, links] = await Promise.all([
    db
      .select({ packageId: mediaPackageFiles.packageId, file: resources })
      .from(mediaPackageFiles)
      .innerJoin(resources, eq(resources.id, mediaPackageFiles.resourceId))
      .where(inArray(mediaPackageFiles.packageId, ids))
      .orderBy(mediaPackageFiles.position, resources.createdAt),
    jobIds.length
      ? db
          .select()
          .from(jobs)
          .where(and(eq(jobs.tenantId, tenantId), inArray(jobs.id, jobIds)))
      : [],
    activeLinks(db, { tenantId, target: { packageIds: ids } }),
  ]);
  return rows.map(({ pkg, stores }) => ({
    ...pkg,
    totalLocations: Number(stores),
    files: files.filter((f) => f.packageId === pkg.id).map((f) => f.file),
    job: jobRows.find((job) => job.id === pkg.jobId) ?? null,
    links: links.filter((link) => link.packageId === pkg.id),
  }));
}

/** The packages' list: newest first, by the (tenant, created_at, id) index. */
const packageList = defineListQuery({
  table: mediaPackages,
  tenantColumn: mediaPackages.tenantId,
  idColumn: mediaPackages.id,
  filterColumns: {},
  sortColumns: { createdAt: mediaPackages.createdAt },
});

export async function listMediaPackages(
  db: Db,
  {
    tenantId,
    ...options
  }: { tenantId: string; includeDismissed: boolean; limit: number; offset: number },
) {
  const page = await packageList.joinedPage(
    db,
    {
      tenantId,
      params: {
        filters: [],
        sortBy: "createdAt",
        sortDirection: "desc",
        limit: options.limit,
        offset: options.offset,
      },
      conditions: [options.includeDismissed ? undefined : isNull(mediaPackages.dismissedAt)],
    },
    {
      columns: { pkg: getTableColumns(mediaPackages), stores: storeCount },
      join: (query) => query,
      toItem: (row) => row as { pkg: MediaPackageRow; stores: number },
    },
  );
  return { items: await withParts(db, page.items), total: page.total };
}

export async function getMediaPackage(db: Db, { tenantId, id }: { tenantId: string; id: string }) {
  const rows = await db
    .select({ pkg: mediaPackages, stores: storeCount })
    .from(mediaPackages)
    .where(and(eq(mediaPackages.id, id), eq(mediaPackages.tenantId, tenantId)));
  return (await withParts(db, rows))[0] ?? null;
}

export async function packageOfJob(
  db: Db,
  { tenantId, jobId }: { tenantId: string; jobId: string },
) {
  const [row] = await db
    .select({ id: mediaPackages.id })
    .from(mediaPackages)
    .where(and(eq(mediaPackages.jobId, jobId), eq(mediaPackages.tenantId, tenantId)));
  return row ? getMediaPackage(db, { tenantId, id: row.id }) : null;
}

export async function listMediaJobItems(
  db: Db,
  options: {
    tenantId: string;
    jobId: string;
    status?: "PENDING" | "RUNNING" | "DONE" | "FAILED";
    limit: number;
    offset: number;
  },
) {
  const resourceId = sql`(${jobItems.payload}->>'resourceId')::uuid`;
  return db
    .select({
      id: jobItems.id,
      locationId: jobItems.locationId,
      locationName: locations.locationName,
      storeCode: locations.storeCode,
      status: jobItems.status,
      error: jobItems.error,
      errorDetail: jobItems.errorDetail,
      attempts: jobItems.attempts,
      updatedAt: jobItems.updatedAt,
      result: jobItems.result,
      fileId: resources.id,
      fileName: resources.name,
    })
    .from(jobItems)
    .leftJoin(
      locations,
      and(eq(locations.id, jobItems.locationId), eq(locations.tenantId, options.tenantId)),
    )
    .leftJoin(
      resources,
      and(eq(resources.id, resourceId), eq(resources.tenantId, options.tenantId)),
    )
    .where(
      and(
        eq(jobItems.jobId, options.jobId),
        eq(jobItems.tenantId, options.tenantId),
        options.status ? eq(jobItems.status, options.status) : undefined,
      ),
    )
    .orderBy(sql`${jobItems.status} = 'FAILED' desc`, locations.locationName, jobItems.id)
    .limit(options.limit)
    .offset(options.offset);
}

export type MediaJobRecord = {
  job: Job;
  package: MediaPackageRecord | null;
};

export async function packagesOfStore(
  db: Db,
  { tenantId, locationId, limit = 20 }: { tenantId: string; locationId: string; limit?: number },
) {
  const rows = await db
    .select({ pkg: mediaPackages, stores: storeCount })
    .from(mediaPackages)
    .innerJoin(
      mediaPackageLocations,
      and(
        eq(mediaPackageLocations.packageId, mediaPackages.id),
        eq(mediaPackageLocations.locationId, locationId),
      ),
    )
    .where(eq(mediaPackages.tenantId, tenantId))
    .orderBy(desc(mediaPackages.createdAt))
    .limit(limit);
  return withParts(db, rows);
}
