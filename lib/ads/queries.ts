import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { escapeLike } from "@/lib/db/list-query";
import {
  adCampaignLocations,
  adCampaigns,
  adsAccounts,
  adsRequests,
  adTemplates,
  locations,
  resources,
  tenants,
  users,
  type ResourceRow,
} from "@/lib/db/schema";
import { resourcesByIds } from "@/lib/files/queries";
import { campaignMissing, imageShape, type CampaignStatus, type CampaignType } from "./rules";

// Ads as their pages read them: the account, the platform's link requests (every tenant's, for a
// Super Admin), a tenant's campaigns a page at a time with their stores and images read for the
// whole page at once, its templates and the library images a campaign may use.

type AdsAccountRow = typeof adsAccounts.$inferSelect;
export type AdCampaignRow = typeof adCampaigns.$inferSelect;
export type AdTemplateRow = typeof adTemplates.$inferSelect;

export async function getAdsAccount(
  db: Db,
  { tenantId }: { tenantId: string },
): Promise<AdsAccountRow | null> {
  const [row] = await db.select().from(adsAccounts).where(eq(adsAccounts.tenantId, tenantId));
  return row ?? null;
}

export type AdsRequestItem = {
  id: string;
  tenantId: string;
  tenantName: string;
  customerId: string;
  status: "PENDING" | "APPROVED" | "CANCELLED";
  requestedBy: string | null;
  createdAt: Date;
  decidedAt: Date | null;
};

const requestColumns = {
  id: adsRequests.id,
  tenantId: adsRequests.tenantId,
  tenantName: tenants.name,
  customerId: adsRequests.customerId,
  status: adsRequests.status,
  requestedBy: users.email,
  createdAt: adsRequests.createdAt,
  decidedAt: adsRequests.decidedAt,
};

/** Every tenant's link requests (a platform admin's list): pending first, newest first. */
export async function listAdsRequests(
  db: Db,
  { status, limit, offset }: { status?: AdsRequestItem["status"]; limit: number; offset: number },
): Promise<{ total: number; items: AdsRequestItem[] }> {
  const where = status ? eq(adsRequests.status, status) : undefined;
  const [total] = await db.select({ n: count() }).from(adsRequests).where(where);
  const items = await db
    .select(requestColumns)
    .from(adsRequests)
    .innerJoin(tenants, eq(tenants.id, adsRequests.tenantId))
    .leftJoin(users, eq(users.id, adsRequests.requestedBy))
    .where(where)
    .orderBy(
      sql`case when ${adsRequests.status} = 'PENDING' then 0 else 1 end`,
      desc(adsRequests.createdAt),
      desc(adsRequests.id),
    )
    .limit(limit)
    .offset(offset);
  return { total: Number(total?.n ?? 0), items };
}

export async function getAdsRequest(db: Db, id: string): Promise<AdsRequestItem | null> {
  const [row] = await db
    .select(requestColumns)
    .from(adsRequests)
    .innerJoin(tenants, eq(tenants.id, adsRequests.tenantId))
    .leftJoin(users, eq(users.id, adsRequests.requestedBy))
    .where(eq(adsRequests.id, id));
  return row ?? null;
}

export type CampaignImageItem = Pick<ResourceRow, "id" | "name" | "width" | "height"> & {
  shape: ReturnType<typeof imageShape>;
};

const imageItem = (row: Pick<ResourceRow, "id" | "name" | "width" | "height">) => ({
  id: row.id,
  name: row.name,
  width: row.width,
  height: row.height,
  shape: imageShape(row),
});

export type CampaignSummary = AdCampaignRow & {
  locationIds: string[];
  storeCount: number;
  currencyCode: string | null;
  logos: CampaignImageItem[];
  images: CampaignImageItem[];
  missing: string[];
};

/**
 * The rows with what the pages show beside them, in three statements for the whole page: the
 * stores (still the tenant's), the images (still in its library), the account's currency.
 */
async function summaries(
  db: Db,
  tenantId: string,
  rows: AdCampaignRow[],
): Promise<CampaignSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const stores = await db
    .select({
      id: adCampaignLocations.campaignId,
      locationIds: sql<
        string[]
      >`array_agg(${adCampaignLocations.locationId}::text order by ${locations.locationName}, ${locations.id})`,
    })
    .from(adCampaignLocations)
    .innerJoin(
      locations,
      and(eq(locations.id, adCampaignLocations.locationId), eq(locations.tenantId, tenantId)),
    )
    .where(
      and(eq(adCampaignLocations.tenantId, tenantId), inArray(adCampaignLocations.campaignId, ids)),
    )
    .groupBy(adCampaignLocations.campaignId);
  const storesOf = new Map(stores.map((row) => [row.id, row.locationIds]));
  const pictures = await resourcesByIds(db, {
    tenantId,
    ids: [...new Set(rows.flatMap((row) => [...row.logoIds, ...row.imageIds]))],
  });
  const pictureOf = new Map(
    pictures.filter((row) => row.kind === "IMAGE").map((row) => [row.id, imageItem(row)]),
  );
  const pick = (list: string[]) => list.flatMap((id) => pictureOf.get(id) ?? []);
  const account = await getAdsAccount(db, { tenantId });
  return rows.map((row) => {
    const locationIds = storesOf.get(row.id) ?? [];
    const logos = pick(row.logoIds);
    const images = pick(row.imageIds);
    return {
      ...row,
      locationIds,
      storeCount: locationIds.length,
      currencyCode: account?.currencyCode ?? null,
      logos,
      images,
      missing: campaignMissing({ ...row, storeCount: locationIds.length, logos, images }),
    };
  });
}

export type CampaignListInput = {
  tenantId: string;
  /** The types the caller's sections reach (spec §6). */
  types: readonly CampaignType[];
  type?: CampaignType;
  status?: CampaignStatus;
  search?: string;
  limit: number;
  offset: number;
};

/** The tenant's campaigns of the types the caller may see, newest first, a page at a time. */
export async function listCampaigns(
  db: Db,
  input: CampaignListInput,
): Promise<{ total: number; items: CampaignSummary[] }> {
  if (input.types.length === 0 || (input.type && !input.types.includes(input.type)))
    return { total: 0, items: [] };
  const where = and(
    eq(adCampaigns.tenantId, input.tenantId),
    input.type ? eq(adCampaigns.type, input.type) : inArray(adCampaigns.type, [...input.types]),
    input.status ? eq(adCampaigns.status, input.status) : undefined,
    input.search ? ilike(adCampaigns.name, `%${escapeLike(input.search)}%`) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(adCampaigns).where(where);
  const rows = await db
    .select()
    .from(adCampaigns)
    .where(where)
    .orderBy(desc(adCampaigns.createdAt), desc(adCampaigns.id))
    .limit(input.limit)
    .offset(input.offset);
  return { total: Number(total?.n ?? 0), items: await summaries(db, input.tenantId, rows) };
}

export async function getCampaign(
  db: Db,
  { tenantId, id, types }: { tenantId: string; id: string; types?: readonly CampaignType[] },
): Promise<CampaignSummary | null> {
  if (types?.length === 0) return null;
  const rows = await db
    .select()
    .from(adCampaigns)
    .where(
      and(
        eq(adCampaigns.id, id),
        eq(adCampaigns.tenantId, tenantId),
        types ? inArray(adCampaigns.type, [...types]) : undefined,
      ),
    );
  return (await summaries(db, tenantId, rows))[0] ?? null;
}

/** The library's images a campaign may use, newest first, with their shape. */
export async function listCampaignImages(
  db: Db,
  {
    tenantId,
    search,
    limit,
    offset,
  }: { tenantId: string; search?: string; limit: number; offset: number },
): Promise<{ total: number; items: CampaignImageItem[] }> {
  const conditions: SQL[] = [eq(resources.tenantId, tenantId), eq(resources.kind, "IMAGE")];
  if (search) conditions.push(ilike(resources.name, `%${escapeLike(search)}%`));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(resources).where(where);
  const rows = await db
    .select({
      id: resources.id,
      name: resources.name,
      width: resources.width,
      height: resources.height,
    })
    .from(resources)
    .where(where)
    .orderBy(desc(resources.createdAt), desc(resources.id))
    .limit(limit)
    .offset(offset);
  return { total: Number(total?.n ?? 0), items: rows.map(imageItem) };
}

export function listCampaignTemplates(
  db: Db,
  { tenantId, types }: { tenantId: string; types: readonly CampaignType[] },
): Promise<AdTemplateRow[]> {
  if (types.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(adTemplates)
    .where(and(eq(adTemplates.tenantId, tenantId), inArray(adTemplates.type, [...types])))
    .orderBy(asc(sql`lower(${adTemplates.name})`), asc(adTemplates.id));
}
