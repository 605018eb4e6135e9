import "server-only";
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { defineListQuery, escapeLike } from "@/lib/db/list-query";
import {
  jobs,
  locations,
  postLocations,
  posts,
  type Job,
  type PostRow,
  type ResourceRow,
  workspaceLocations,
} from "@/lib/db/schema";
import { resourcesByIds } from "@/lib/files/queries";
import {
  POST_STORE_STATUSES,
  postStatus,
  type PostStatus,
  type PostStoreCounts,
  type PostStoreStatus,
} from "./status";

export type PostRecord = PostRow & {
  counts: PostStoreCounts;
  status: PostStatus;
  job: Job | null;
  images: ResourceRow[];
};

export type PostListFilter = {
  search?: string;
  types?: PostRow["type"][];
  statuses?: PostStatus[];
  locationId?: string;
  from?: Date;
  to?: Date;
  seriesId?: string;
  /** The default workspace stands for every store: no condition. */
  workspace?: { id: string; isDefault: boolean };
};

export type PostSortField = "CREATED_AT" | "PUBLISH_AT" | "TITLE";

/** When a post goes out, or was made for a draft: what the calendar and date filters read. */
const postTime = sql`coalesce(${posts.publishAt}, ${posts.createdAt})`;

/** lib/posts/status.ts's postStatus in SQL, so a status filter pages in the database. */
const statusSql = sql<PostStatus>`case
  when ${posts.state} = 'DRAFT' then 'CREATED'
  when ${posts.state} <> 'SENT' then ${posts.state}
  else (select case
    when bool_or(pl.status = 'PENDING') then 'PENDING'
    when bool_or(pl.status = 'PROCESSING') then 'PROCESSING'
    when bool_or(pl.status = 'LIVE') and bool_or(pl.status in ('FAILS', 'REJECTED'))
      then 'PARTLY_LIVE'
    when bool_or(pl.status = 'FAILS') then 'FAILS'
    when bool_or(pl.status = 'REJECTED') then 'REJECTED'
    when bool_or(pl.status = 'LIVE') or count(*) = 0 then 'LIVE'
    else 'DELETED' end
    from ${postLocations} pl where pl.post_id = ${posts.id})
  end`;

const postList = defineListQuery({
  table: posts,
  tenantColumn: posts.tenantId,
  idColumn: posts.id,
  filterColumns: {},
  sortColumns: {
    CREATED_AT: posts.createdAt,
    PUBLISH_AT: postTime,
    TITLE: sql`lower(${posts.title})`,
  },
});

function conditions(filter: PostListFilter): (SQL | undefined)[] {
  const word = filter.search && `%${escapeLike(filter.search)}%`;
  return [
    word
      ? or(ilike(posts.title, word), sql`${posts.content}->>'description' ilike ${word}`)
      : undefined,
    filter.types?.length ? inArray(posts.type, filter.types) : undefined,
    filter.statuses?.length ? sql`${statusSql} in ${filter.statuses}` : undefined,
    filter.locationId
      ? sql`exists (select 1 from ${postLocations} pl where pl.post_id = ${posts.id}
          and pl.location_id = ${filter.locationId})`
      : undefined,
    filter.from ? gte(postTime, filter.from) : undefined,
    filter.to ? lte(postTime, filter.to) : undefined,
    filter.seriesId ? eq(posts.seriesId, filter.seriesId) : undefined,
    filter.workspace && !filter.workspace.isDefault
      ? sql`exists (select 1 from ${postLocations} pl where pl.post_id = ${posts.id}
          and pl.location_id in (select ${workspaceLocations.locationId} from ${workspaceLocations}
            where ${workspaceLocations.workspaceId} = ${filter.workspace.id}))`
      : undefined,
  ];
}

export async function listPosts(
  db: Db,
  input: {
    tenantId: string;
    filter: PostListFilter;
    sortBy: PostSortField;
    sortDirection: "asc" | "desc";
    limit: number;
    offset: number;
  },
) {
  const page = await postList.page(db, {
    tenantId: input.tenantId,
    params: {
      filters: [],
      sortBy: input.sortBy,
      sortDirection: input.sortDirection,
      limit: input.limit,
      offset: input.offset,
    },
    conditions: conditions(input.filter),
  });
  return {
    items: await withParts(db, { tenantId: input.tenantId, rows: page.items }),
    total: page.total,
  };
}

export async function getPost(
  db: Db,
  { tenantId, id }: { tenantId: string; id: string },
): Promise<PostRecord | null> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), eq(posts.tenantId, tenantId)));
  return row ? (await withParts(db, { tenantId, rows: [row] }))[0]! : null;
}

const emptyCounts = (): PostStoreCounts =>
  Object.fromEntries(POST_STORE_STATUSES.map((s) => [s, 0])) as PostStoreCounts;

/** Three statements beside the page's whatever its size, rather than three a post. */
export async function withParts(
  db: Db,
  { tenantId, rows }: { tenantId: string; rows: PostRow[] },
): Promise<PostRecord[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const jobIds = rows.flatMap((row) => (row.jobId ? [row.jobId] : []));
  const imageIds = [...new Set(rows.flatMap((row) => row.content.imageIds ?? []))];
  const [countRows, jobRows, images] = await Promise.all([
    db
      .select({
        postId: postLocations.postId,
        status: postLocations.status,
        count: sql<number>`count(*)::int`,
      })
      .from(postLocations)
      .where(and(eq(postLocations.tenantId, tenantId), inArray(postLocations.postId, ids)))
      .groupBy(postLocations.postId, postLocations.status),
    jobIds.length
      ? db
          .select()
          .from(jobs)
          .where(and(eq(jobs.tenantId, tenantId), inArray(jobs.id, jobIds)))
      : [],
    resourcesByIds(db, { tenantId, ids: imageIds }),
  ]);
  return rows.map((row) => {
    const counts = emptyCounts();
    for (const c of countRows) if (c.postId === row.id) counts[c.status] = Number(c.count);
    return {
      ...row,
      counts,
      status: postStatus(row.state, counts),
      job: jobRows.find((job) => job.id === row.jobId) ?? null,
      images: (row.content.imageIds ?? []).flatMap((id) => images.filter((r) => r.id === id)),
    };
  });
}

/** Failed and rejected first, so the stores needing attention lead the list. */
const attentionFirst = sql`case ${postLocations.status}
  when 'FAILS' then 0 when 'REJECTED' then 1 when 'PROCESSING' then 2 when 'PENDING' then 3
  else 4 end`;

export async function postStores(
  db: Db,
  input: {
    tenantId: string;
    postId: string;
    status?: PostStoreStatus;
    limit: number;
    offset: number;
  },
) {
  const rows = await db
    .select({
      locationId: postLocations.locationId,
      locationName: locations.locationName,
      storeCode: locations.storeCode,
      locality: locations.locality,
      status: postLocations.status,
      searchUrl: postLocations.searchUrl,
      localPostName: postLocations.localPostName,
      error: postLocations.error,
      errorDetail: postLocations.errorDetail,
      updatedAt: postLocations.updatedAt,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(postLocations)
    .innerJoin(locations, eq(locations.id, postLocations.locationId))
    .where(
      and(
        eq(postLocations.tenantId, input.tenantId),
        eq(postLocations.postId, input.postId),
        input.status ? eq(postLocations.status, input.status) : undefined,
      ),
    )
    .orderBy(asc(attentionFirst), asc(locations.locationName), desc(postLocations.locationId))
    .limit(input.limit)
    .offset(input.offset);
  return { items: rows, total: rows[0]?.total ?? 0 };
}

export type PostContentParent = { content: PostRow["content"]; images: ResourceRow[] };
