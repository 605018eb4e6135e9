import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import {
  AdsCampaignNotEnabledError,
  type GeoTarget,
  type ImageAssetInput,
  type RemoteCampaign,
  type RemoteCampaignState,
} from "@/lib/ads-api/client";
import { AdsApiError } from "@/lib/ads-api/errors";
import { youtubeVideoId } from "@/lib/ads-api/youtube";
import type { Db } from "@/lib/db/client";
import {
  adCampaignLocations,
  adCampaigns,
  jobItems,
  locations,
  type CampaignRemote,
  type JobItem,
} from "@/lib/db/schema";
import { resourcesByIds } from "@/lib/files/queries";
import { fileStorage } from "@/lib/files/storage";
import { enqueueJob } from "@/lib/jobs/engine";
import { RetryableError, type ItemContext, type ItemOutcome } from "@/lib/jobs/outcomes";
import { JobRunningError } from "@/lib/jobs/service";
import { ADS_CAMPAIGN_CHECK } from "./kind";
import { getAdsAccount, type AdCampaignRow } from "./queries";
import { logoShape, marketingShape, todayIn } from "./rules";
import { adsService } from "./service-api";
import { metricsCheckMs, reviewCheckMs } from "./timing";

// A sent campaign's life in the ads service: its items create it (one campaign per store, or
// one for all the stores), then a reading of its review, status and metrics follows, again and
// again while the service reviews it (PROCESSING) or runs it (ACTIVE).

export type SendPayload = { campaignId: string };

/** Google Ads caps a Performance Max business name at 25 characters. */
const BUSINESS_NAME_MAX = 25;

async function campaignRow(db: Db, tenantId: string, id: string): Promise<AdCampaignRow | null> {
  const [row] = await db
    .select()
    .from(adCampaigns)
    .where(and(eq(adCampaigns.id, id), eq(adCampaigns.tenantId, tenantId)));
  return row ?? null;
}

async function storesOf(db: Db, tenantId: string, campaignId: string, only: string | null) {
  return db
    .select({
      id: locations.id,
      name: locations.locationName,
      latitude: locations.latitude,
      longitude: locations.longitude,
    })
    .from(adCampaignLocations)
    .innerJoin(locations, eq(locations.id, adCampaignLocations.locationId))
    .where(
      and(
        eq(adCampaignLocations.campaignId, campaignId),
        eq(locations.tenantId, tenantId),
        only ? eq(locations.id, only) : undefined,
      ),
    )
    .orderBy(asc(locations.locationName), asc(locations.id));
}

async function bytesOf(key: string): Promise<Buffer | null> {
  const file = await fileStorage().read(key);
  if (!file) return null;
  return Buffer.from(await new Response(file.body).arrayBuffer());
}

/** The logos and images as assets, read from the library's storage, in the order chosen. */
async function imageAssets(db: Db, tenantId: string, row: AdCampaignRow) {
  const found = await resourcesByIds(db, { tenantId, ids: [...row.logoIds, ...row.imageIds] });
  const byId = new Map(found.map((resource) => [resource.id, resource]));
  const assets: ImageAssetInput[] = [];
  const fieldTypes = {
    LOGO: "LOGO",
    LANDSCAPE_LOGO: "LANDSCAPE_LOGO",
    MARKETING: "MARKETING_IMAGE",
    SQUARE: "SQUARE_MARKETING_IMAGE",
    PORTRAIT: "PORTRAIT_MARKETING_IMAGE",
  } as const;
  const add = async (ids: string[], shapeOf: typeof logoShape | typeof marketingShape) => {
    for (const id of ids) {
      const resource = byId.get(id);
      const shape = resource && shapeOf(resource);
      if (!resource || !shape) continue;
      const data = await bytesOf(resource.storageKey);
      if (!data) continue;
      assets.push({ name: resource.name, data, fieldType: fieldTypes[shape] });
    }
  };
  await add(row.logoIds, logoShape);
  await add(row.imageIds, marketingShape);
  return assets;
}

async function addRemote(db: Db, id: string, remote: CampaignRemote): Promise<void> {
  await db
    .update(adCampaigns)
    .set({ remotes: sql`${adCampaigns.remotes} || ${JSON.stringify([remote])}::jsonb` })
    .where(eq(adCampaigns.id, id));
}

/** One item of a send: the campaign for its store (or for every store) made in the service. */
export async function sendCampaignItem(item: JobItem, ctx: ItemContext): Promise<ItemOutcome> {
  const { campaignId } = item.payload as SendPayload;
  const row = await campaignRow(ctx.db, ctx.tenantId, campaignId);
  if (!row || row.status !== "PROCESSING") return { ok: true, result: { skipped: true } };
  const account = await getAdsAccount(ctx.db, ctx);
  if (account?.status !== "LINKED") return { ok: false, error: "ADS_NOT_LINKED" };
  const api = adsService();
  const customerId = account.customerId;
  try {
    const made = row.remotes.find((remote) => remote.locationId === item.locationId);
    if (made) {
      // Made by an earlier attempt that stopped before enabling it.
      await api.setCampaignStatus(customerId, made.campaign, "ENABLED");
      return { ok: true, result: { campaign: made.campaign } };
    }
    const stores = await storesOf(ctx.db, ctx.tenantId, campaignId, item.locationId);
    const targets: GeoTarget[] = stores.flatMap((store) =>
      store.latitude === null || store.longitude === null
        ? []
        : [{ latitude: store.latitude, longitude: store.longitude, radiusKm: row.radiusKm ?? 0 }],
    );
    if (targets.length === 0) return { ok: false, error: "NO_COORDINATES" };
    // Google Ads keeps a campaign name once per account: our campaign's id in it keeps two of the
    // tenant's campaigns of one name apart, and turns a repeated send of a store's campaign (an
    // attempt whose answer was lost) into the service's DUPLICATE_CAMPAIGN_NAME, not a second one.
    const base = item.locationId && stores[0] ? `${row.name} – ${stores[0].name}` : row.name;
    const name = `${base} #${campaignId.slice(0, 8)}`;
    const common = {
      name,
      dailyBudgetMicros: Math.round((row.dailyBudget ?? 0) * 1_000_000),
      startDate: row.startDate!,
      endDate: row.endDate,
      finalUrl: row.finalUrl!,
      headlines: row.headlines,
      descriptions: row.descriptions,
      targets,
    };
    let remote: RemoteCampaign;
    if (row.type === "SEARCH") {
      remote = await api.createSearchCampaign(customerId, { ...common, keywords: row.keywords });
    } else {
      const business =
        (item.locationId ? stores[0]?.name : account.descriptiveName) ?? stores[0]?.name ?? base;
      remote = await api.createPerformanceMaxCampaign(customerId, {
        ...common,
        businessName: business.slice(0, BUSINESS_NAME_MAX),
        longHeadlines: row.longHeadlines,
        images: await imageAssets(ctx.db, ctx.tenantId, row),
        videoIds: row.videoUrls.flatMap((url) => youtubeVideoId(url) ?? []),
      });
    }
    await addRemote(ctx.db, campaignId, { locationId: item.locationId, ...remote });
    return { ok: true, result: { campaign: remote.campaign } };
  } catch (error) {
    if (error instanceof AdsCampaignNotEnabledError)
      await addRemote(ctx.db, campaignId, { locationId: item.locationId, ...error.remote });
    if (!(error instanceof AdsApiError)) throw error;
    if (error.retryable) throw new RetryableError(error.code, error.detail);
    return { ok: false, error: "ADS_REFUSED", detail: `${error.code}: ${error.detail ?? ""}` };
  }
}

async function campaignOfJob(db: Db, jobId: string): Promise<string | null> {
  const [item] = await db
    .select({ payload: jobItems.payload })
    .from(jobItems)
    .where(eq(jobItems.jobId, jobId))
    .limit(1);
  return (item?.payload as SendPayload | undefined)?.campaignId ?? null;
}

/** A send's last item ended: FAILED with the service's reason, or its review is read next. */
export async function afterSend({
  db,
  queue,
  tenantId,
  jobId,
}: {
  db: Db;
  queue: PgBoss;
  tenantId: string;
  jobId: string;
}): Promise<void> {
  const campaignId = await campaignOfJob(db, jobId);
  if (!campaignId) return;
  const [failed] = await db
    .select({ error: jobItems.error, detail: jobItems.errorDetail })
    .from(jobItems)
    .where(and(eq(jobItems.jobId, jobId), eq(jobItems.status, "FAILED")))
    .limit(1);
  if (failed) {
    await db
      .update(adCampaigns)
      .set({ status: "FAILED", statusReason: failed.detail || failed.error, updatedAt: new Date() })
      .where(
        and(
          eq(adCampaigns.id, campaignId),
          eq(adCampaigns.tenantId, tenantId),
          eq(adCampaigns.status, "PROCESSING"),
        ),
      );
    return;
  }
  await queueCampaignCheck(db, queue, tenantId, campaignId, new Date(Date.now() + reviewCheckMs()));
}

/** One reading of a campaign at `startAfter`; one chain of them per campaign. */
export async function queueCampaignCheck(
  db: Db,
  queue: PgBoss,
  tenantId: string,
  campaignId: string,
  startAfter: Date,
): Promise<void> {
  try {
    await enqueueJob(db, queue, {
      tenantId,
      kind: ADS_CAMPAIGN_CHECK,
      items: [{ locationId: null, payload: { campaignId } satisfies SendPayload }],
      startAfter,
      lockKey: `${ADS_CAMPAIGN_CHECK}:${campaignId}`,
    });
  } catch (error) {
    // A reading is queued already: it reads the campaign as it is then.
    if (!(error instanceof JobRunningError)) throw error;
  }
}

/** Reads the campaign's parts in the service: its review decides PROCESSING's end; its metrics. */
export async function checkCampaignItem(item: JobItem, ctx: ItemContext): Promise<ItemOutcome> {
  const { campaignId } = item.payload as SendPayload;
  const row = await campaignRow(ctx.db, ctx.tenantId, campaignId);
  if (!row || !["PROCESSING", "ACTIVE"].includes(row.status) || row.remotes.length === 0)
    return { ok: true, result: { status: row?.status ?? null } };
  const account = await getAdsAccount(ctx.db, ctx);
  if (account?.status !== "LINKED") return { ok: false, error: "ADS_NOT_LINKED" };
  let states: RemoteCampaignState[];
  try {
    states = await adsService().campaignStates(
      account.customerId,
      row.remotes.map((remote) => remote.campaign),
    );
  } catch (error) {
    if (!(error instanceof AdsApiError)) throw error;
    if (error.retryable) throw new RetryableError(error.code, error.detail);
    return { ok: false, error: "ADS_REFUSED", detail: `${error.code}: ${error.detail ?? ""}` };
  }
  const disapproved = states.filter((state) => state.review === "DISAPPROVED");
  const approved =
    states.length === row.remotes.length && states.every((state) => state.review === "APPROVED");
  const today = todayIn(account.dateTimeZone);
  let status = row.status;
  let reason = row.statusReason;
  if (disapproved.length) {
    status = "DISAPPROVED";
    reason = [...new Set(disapproved.flatMap((state) => state.policyTopics))].join(", ") || null;
  } else if (row.status === "PROCESSING" && approved) status = "ACTIVE";
  if (status === "ACTIVE" && row.endDate && row.endDate < today) status = "ENDED";
  const sum = (pick: (state: (typeof states)[number]) => number) =>
    states.reduce((total, state) => total + pick(state), 0);
  await ctx.db
    .update(adCampaigns)
    .set({
      status,
      statusReason: reason,
      costMicros: sum((state) => state.costMicros),
      impressions: sum((state) => state.impressions),
      clicks: sum((state) => state.clicks),
      conversions: sum((state) => state.conversions),
      metricsAt: new Date(),
      updatedAt: status === row.status ? row.updatedAt : new Date(),
    })
    // A pause or a delete in between wins over this reading.
    .where(and(eq(adCampaigns.id, campaignId), eq(adCampaigns.status, row.status)));
  return { ok: true, result: { status } };
}

/** The next reading: soon while the service reviews it, hourly while it runs, none after. */
export async function afterCampaignCheck({
  db,
  queue,
  tenantId,
  jobId,
}: {
  db: Db;
  queue: PgBoss;
  tenantId: string;
  jobId: string;
}): Promise<void> {
  const campaignId = await campaignOfJob(db, jobId);
  if (!campaignId) return;
  const [row] = await db
    .select({ status: adCampaigns.status })
    .from(adCampaigns)
    .where(
      and(
        eq(adCampaigns.id, campaignId),
        eq(adCampaigns.tenantId, tenantId),
        inArray(adCampaigns.status, ["PROCESSING", "ACTIVE"]),
      ),
    );
  if (!row) return;
  const wait = row.status === "PROCESSING" ? reviewCheckMs() : metricsCheckMs();
  await queueCampaignCheck(db, queue, tenantId, campaignId, new Date(Date.now() + wait));
}
