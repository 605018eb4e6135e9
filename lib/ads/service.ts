import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { youtubeVideoId } from "@/lib/ads-api/youtube";
import { AdsApiError } from "@/lib/ads-api/errors";
import type { Db } from "@/lib/db/client";
import { adCampaignLocations, adCampaigns, locations } from "@/lib/db/schema";
import { enqueueJob } from "@/lib/jobs/engine";
import { resourcesByIds } from "@/lib/files/queries";
import { requestedWorkspaceStoreIds } from "@/lib/workspaces/selection";
import { AdsInputError, AdsNotFoundError, AdsStateError } from "./errors";
import { ADS_SEND } from "./kind";
import { getAdsAccount, getCampaign, type CampaignSummary } from "./queries";
import {
  campaignIssues,
  campaignMissing,
  canDelete,
  canEdit,
  canSend,
  MISSING_FIELD,
  scheduleIssue,
  statusChange,
  todayIn,
  videoIssue,
  type AdsIssue,
  type AdsValidationKey,
  type CampaignType,
  type ImageSize,
} from "./rules";
import { campaignContent, campaignDraft, type CampaignValues } from "./schema";
import { queueCampaignCheck, type SendPayload } from "./send";
import { adsService, serviceRefusal, youtubeDurations } from "./service-api";
import { metricsCheckMs } from "./timing";

// A tenant's campaigns: saved as drafts that keep every limit, sent as a job once complete and not
// starting in the past, paused (3) and resumed (2) in the ads service, deleted (templates of their
// content: templates.ts). Every read and write is within the caller's tenant and the campaign
// types the caller's sections reach.

export type Caller = { tenantId: string; userId: string; types: readonly CampaignType[] };

/** The stores the input names: picked ones (all the tenant's, or refused) or a workspace's. */
async function storesOf(db: Db, tenantId: string, values: CampaignValues): Promise<string[]> {
  if (values.locationIds.length === 0 && values.workspaceId)
    return requestedWorkspaceStoreIds(db, { tenantId, workspaceId: values.workspaceId });
  const ids = [...new Set(values.locationIds)];
  if (ids.length === 0) return [];
  const owned = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.tenantId, tenantId), inArray(locations.id, ids)));
  if (owned.length !== ids.length)
    throw new AdsInputError([{ path: "locationIds", message: "ads.validation.unknownStore" }]);
  return ids;
}

/** The library images the ids name, in order; any id not an image of the tenant is an issue. */
async function imagesOf(db: Db, tenantId: string, values: CampaignValues) {
  const rows = await resourcesByIds(db, { tenantId, ids: [...values.logoIds, ...values.imageIds] });
  const sizeOf = new Map(
    rows.filter((row) => row.kind === "IMAGE").map((row) => [row.id, row as ImageSize]),
  );
  const issues: AdsIssue[] = [];
  const pick = (field: "logoIds" | "imageIds") =>
    values[field].flatMap((id, index) => {
      const size = sizeOf.get(id);
      if (!size) issues.push({ path: `${field}.${index}`, message: "ads.validation.unknownImage" });
      return size ? [{ width: size.width, height: size.height }] : [];
    });
  const logos = pick("logoIds");
  const images = pick("imageIds");
  for (const field of ["logoIds", "imageIds"] as const) {
    const seen = new Set<string>();
    values[field].forEach((id, index) => {
      if (seen.has(id))
        issues.push({ path: `${field}.${index}`, message: "ads.validation.repeated" });
      seen.add(id);
    });
  }
  return { logos, images, issues };
}

/**
 * Each video link's length checked with YouTube: too long or gone is an issue; when no check can
 * be made (no service, no answer) the links are `unchecked` and the campaign cannot be sent yet.
 */
async function videoIssues(
  urls: readonly string[],
): Promise<{ issues: AdsIssue[]; unchecked: boolean }> {
  const ids = urls.map((url) => youtubeVideoId(url));
  const known = ids.filter((id): id is string => id !== null);
  if (known.length === 0) return { issues: [], unchecked: false };
  let lengths: Map<string, number | null>;
  try {
    lengths = await youtubeDurations(known);
  } catch (error) {
    if (error instanceof AdsApiError) return { issues: [], unchecked: true };
    throw error;
  }
  const issues = ids.flatMap((id, index) => {
    const issue = id === null ? null : videoIssue(lengths.get(id) ?? null);
    return issue ? [{ path: `videoUrls.${index}`, message: issue }] : [];
  });
  return { issues, unchecked: false };
}

export type SavedCampaign = { id: string; warnings: AdsValidationKey[] };

/**
 * Creates a draft, or replaces the draft of `values.id`. What it holds must keep every limit
 * (BAD_USER_INPUT otherwise, even on a draft); what it lacks is its `missing` list. A campaign the
 * service refused (FAILED) is a draft again once edited.
 */
export async function saveCampaign(
  db: Db,
  caller: Caller,
  input: CampaignValues,
): Promise<SavedCampaign> {
  if (!caller.types.includes(input.type)) throw new AdsNotFoundError("campaign");
  const values = campaignContent(input);
  if (values.id) {
    const existing = await getCampaign(db, {
      tenantId: caller.tenantId,
      id: values.id,
      types: [values.type],
    });
    if (!existing) throw new AdsNotFoundError("campaign");
    if (!canEdit(existing.status)) throw new AdsStateError("ads.errors.notEditable");
  }
  const storeIds = await storesOf(db, caller.tenantId, values);
  const pictures = await imagesOf(db, caller.tenantId, values);
  const draft = campaignDraft(values, { storeCount: storeIds.length, ...pictures });
  const videos = await videoIssues(values.videoUrls);
  const issues = [...campaignIssues(draft), ...pictures.issues, ...videos.issues];
  if (issues.length) throw new AdsInputError(issues);

  const now = new Date();
  const row = {
    type: values.type,
    name: values.name,
    perStore: values.perStore,
    radiusKm: values.radiusKm,
    dailyBudget: values.dailyBudget,
    startDate: values.startDate,
    endDate: values.endDate,
    finalUrl: values.finalUrl,
    keywords: values.keywords,
    headlines: values.headlines,
    longHeadlines: values.longHeadlines,
    descriptions: values.descriptions,
    logoIds: values.logoIds,
    imageIds: values.imageIds,
    videoUrls: values.videoUrls,
    updatedAt: now,
  };
  const id = await db.transaction(async (tx) => {
    let campaignId = values.id;
    if (campaignId) {
      const [updated] = await tx
        .update(adCampaigns)
        .set({ ...row, status: "DRAFT", statusReason: null })
        .where(
          and(
            eq(adCampaigns.id, campaignId),
            eq(adCampaigns.tenantId, caller.tenantId),
            inArray(adCampaigns.status, ["DRAFT", "FAILED"]),
          ),
        )
        .returning({ id: adCampaigns.id });
      // Sent by another request in between.
      if (!updated) throw new AdsStateError("ads.errors.notEditable");
      await tx.delete(adCampaignLocations).where(eq(adCampaignLocations.campaignId, campaignId));
    } else {
      const [created] = await tx
        .insert(adCampaigns)
        .values({ ...row, tenantId: caller.tenantId, createdBy: caller.userId, createdAt: now })
        .returning({ id: adCampaigns.id });
      campaignId = created!.id;
    }
    if (storeIds.length)
      await tx.insert(adCampaignLocations).values(
        storeIds.map((locationId) => ({
          campaignId: campaignId!,
          locationId,
          tenantId: caller.tenantId,
        })),
      );
    return campaignId;
  });
  return { id, warnings: videos.unchecked ? ["ads.validation.videoUnchecked"] : [] };
}

export async function campaignOf(db: Db, caller: Caller, id: string): Promise<CampaignSummary> {
  const campaign = await getCampaign(db, { tenantId: caller.tenantId, id, types: caller.types });
  if (!campaign) throw new AdsNotFoundError("campaign");
  return campaign;
}

/**
 * Sends a complete campaign whose start is not past, through a linked account: PROCESSING, and a
 * job whose items create it in the service (one per store, or one for all); a reading of its
 * review follows. Refused with the reason (BAD_USER_INPUT) otherwise.
 */
export async function sendCampaign(
  db: Db,
  queue: PgBoss,
  caller: Caller,
  id: string,
  now = new Date(),
): Promise<void> {
  const campaign = await campaignOf(db, caller, id);
  if (!canSend(campaign.status)) throw new AdsStateError("ads.errors.notSendable");
  const account = await getAdsAccount(db, caller);
  if (account?.status !== "LINKED") throw new AdsStateError("ads.errors.accountNotLinked");
  const missing: AdsValidationKey[] = [...campaignMissing(campaign)];
  const late = scheduleIssue(campaign, todayIn(account.dateTimeZone, now));
  if (late) missing.push(late);
  const videos = await videoIssues(campaign.videoUrls);
  if (videos.unchecked) missing.push("ads.validation.videoUnchecked");
  const issues = [
    ...missing.map((message) => ({ path: MISSING_FIELD[message] ?? "", message })),
    ...videos.issues,
  ];
  if (issues.length) throw new AdsInputError(issues);

  const sent = new Set(campaign.remotes.map((remote) => remote.locationId));
  const targets: (string | null)[] = campaign.perStore ? campaign.locationIds : [null];
  const items = targets
    .filter((locationId) => !sent.has(locationId))
    .map((locationId) => ({ locationId, payload: { campaignId: id } satisfies SendPayload }));
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [moved] = await tx
      .update(adCampaigns)
      .set({ status: "PROCESSING", statusReason: null, sentAt: now, updatedAt: now })
      .where(
        and(
          eq(adCampaigns.id, id),
          eq(adCampaigns.tenantId, caller.tenantId),
          inArray(adCampaigns.status, ["DRAFT", "FAILED"]),
        ),
      )
      .returning({ id: adCampaigns.id });
    if (!moved) throw new AdsStateError("ads.errors.notSendable");
    const jobId = await enqueueJob(tx, queue, {
      tenantId: caller.tenantId,
      kind: ADS_SEND,
      userId: caller.userId,
      items,
      lockKey: `${ADS_SEND}:${id}`,
    });
    await tx.update(adCampaigns).set({ jobId }).where(eq(adCampaigns.id, id));
    // Every part made already (a resend after a failure): its review is read next.
    if (items.length === 0) await queueCampaignCheck(tx, queue, caller.tenantId, id, now);
  });
}

/**
 * Action 3 pauses an ACTIVE campaign, 2 resumes a PAUSED one, in the ads service first; the list
 * shows the new status as soon as this answers.
 */
export async function setCampaignStatus(
  db: Db,
  queue: PgBoss,
  caller: Caller,
  id: string,
  action: number,
  now = new Date(),
): Promise<void> {
  const campaign = await campaignOf(db, caller, id);
  const change = statusChange(campaign.status, action);
  if (!change.ok) throw new AdsStateError(change.error);
  const account = await getAdsAccount(db, caller);
  if (account?.status !== "LINKED") throw new AdsStateError("ads.errors.accountNotLinked");
  try {
    for (const remote of campaign.remotes)
      await adsService().setCampaignStatus(account.customerId, remote.campaign, change.remote);
  } catch (error) {
    throw serviceRefusal(error);
  }
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx
      .update(adCampaigns)
      .set({ status: change.status, updatedAt: now })
      .where(
        and(
          eq(adCampaigns.id, id),
          eq(adCampaigns.tenantId, caller.tenantId),
          eq(adCampaigns.status, campaign.status),
        ),
      );
    // Running again: its metrics are read on, as they were before the pause.
    if (change.status === "ACTIVE")
      await queueCampaignCheck(
        tx,
        queue,
        caller.tenantId,
        id,
        new Date(now.getTime() + metricsCheckMs()),
      );
  });
}

/**
 * Deletes a campaign. One the service runs is paused there first, so nothing goes on spending
 * out of sight (Google Ads keeps the paused campaign; it is no longer listed here). While the
 * service reviews it (PROCESSING) it cannot be deleted.
 */
export async function deleteCampaign(db: Db, caller: Caller, id: string): Promise<void> {
  const campaign = await campaignOf(db, caller, id);
  if (!canDelete(campaign.status)) throw new AdsStateError("ads.errors.notDeletable");
  const account = await getAdsAccount(db, caller);
  if (campaign.remotes.length && campaign.status !== "PAUSED" && account?.status === "LINKED") {
    try {
      for (const remote of campaign.remotes)
        await adsService().setCampaignStatus(account.customerId, remote.campaign, "PAUSED");
    } catch (error) {
      throw serviceRefusal(error);
    }
  }
  await db
    .delete(adCampaigns)
    .where(and(eq(adCampaigns.id, id), eq(adCampaigns.tenantId, caller.tenantId)));
}
