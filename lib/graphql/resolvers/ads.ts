import "server-only";
import {
  approveAdsRequest,
  cancelAdsAccountLink,
  cancelAdsRequest,
  requestAdsAccountLink,
  unlinkAdsAccount,
} from "@/lib/ads/account";
import {
  getAdsAccount,
  getAdsRequest,
  getCampaign,
  listAdsRequests,
  listCampaignImages,
  listCampaigns,
  listCampaignTemplates,
  type CampaignImageItem,
  type CampaignSummary,
} from "@/lib/ads/queries";
import { campaignSection, spendOf, type CampaignType } from "@/lib/ads/rules";
import {
  adsIdSchema,
  adsRequestListSchema,
  campaignActionSchema,
  campaignImageListSchema,
  campaignInputSchema,
  campaignListSchema,
  campaignTemplateInputSchema,
  customerIdSchema,
} from "@/lib/ads/schema";
import { deleteCampaign, saveCampaign, sendCampaign, setCampaignStatus } from "@/lib/ads/service";
import { deleteCampaignTemplate, saveCampaignTemplate } from "@/lib/ads/templates";
import { adsServiceMode } from "@/lib/ads-api/config";
import { ROLE } from "@/lib/auth/permissions";
import { PREVIEW_URL_SECONDS, signedFileUrl } from "@/lib/files/signed-url";
import { getQueue } from "@/lib/jobs/runtime";
import { listStoreOptions } from "@/lib/locations/store-options";
import { reviewLocationsSchema } from "@/lib/reviews/schema";
import type { GraphQLContext } from "../context";
import { forbidden, notFound } from "../errors";
import type {
  AdsAccount,
  Campaign,
  CampaignImage,
  MutationResolvers,
  QueryResolvers,
} from "../generated/resolvers";
import { canAccessSection, requireSuperAdmin, sectionCaller } from "../guards";
import { refusing } from "../refusals";
import { parseInput, withoutNulls } from "../validate";
import { listWorkspace } from "../workspace-arg";

// Ads' API (spec §2, §4, §6): the account link (ads section; read by pmax too), the platform's
// link requests (Super Admin), and campaigns: Search ones in the ads section, Performance Max in
// pmax (ADMIN, PMAX, ADS). Trial users reach none of it (their pages show no-access-to-ads).

type Section = "ads" | "pmax";

function adsCaller(ctx: GraphQLContext, sections: Section | readonly Section[]) {
  const caller = sectionCaller(ctx, sections);
  if (ctx.roles.includes(ROLE.TRIAL)) throw forbidden();
  const types: CampaignType[] = [];
  if (canAccessSection(ctx, "ads")) types.push("SEARCH");
  if (canAccessSection(ctx, "pmax")) types.push("PERFORMANCE_MAX");
  return { ...caller, types };
}

const anyCampaigns = (ctx: GraphQLContext) => adsCaller(ctx, ["ads", "pmax"]);
const ofType = (ctx: GraphQLContext, type: CampaignType) => adsCaller(ctx, campaignSection(type));

function toImage(image: CampaignImageItem): CampaignImage {
  return { ...image, url: signedFileUrl(image.id, { seconds: PREVIEW_URL_SECONDS }) };
}

function toCampaign(row: CampaignSummary, warnings: readonly string[] = []): Campaign {
  const missing = [...row.missing, ...warnings];
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    status: row.status,
    statusReason: row.statusReason,
    perStore: row.perStore,
    locationIds: row.locationIds,
    storeCount: row.storeCount,
    radiusKm: row.radiusKm,
    dailyBudget: row.dailyBudget,
    currencyCode: row.currencyCode,
    startDate: row.startDate,
    endDate: row.endDate,
    finalUrl: row.finalUrl,
    keywords: row.keywords,
    headlines: row.headlines,
    longHeadlines: row.longHeadlines,
    descriptions: row.descriptions,
    logoIds: row.logoIds,
    imageIds: row.imageIds,
    logos: row.logos.map(toImage),
    images: row.images.map(toImage),
    videoUrls: row.videoUrls,
    complete: missing.length === 0,
    missing,
    jobId: row.jobId,
    sentAt: row.sentAt,
    spend: spendOf(row.costMicros),
    impressions: row.impressions,
    clicks: row.clicks,
    conversions: row.conversions,
    metricsAt: row.metricsAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

async function campaignOrNotFound(
  ctx: GraphQLContext,
  caller: { tenantId: string; types: CampaignType[] },
  id: string,
  warnings: readonly string[] = [],
): Promise<Campaign> {
  const row = await getCampaign(ctx.db, { ...caller, id });
  if (!row) throw notFound("Campaign not found");
  return toCampaign(row, warnings);
}

async function accountOf(ctx: GraphQLContext, tenantId: string): Promise<AdsAccount> {
  const row = await getAdsAccount(ctx.db, { tenantId });
  const service = adsServiceMode();
  return {
    state: row?.status ?? "NOT_LINKED",
    customerId: row?.customerId ?? null,
    currencyCode: row?.currencyCode ?? null,
    dateTimeZone: row?.dateTimeZone ?? null,
    descriptiveName: row?.descriptiveName ?? null,
    testAccount: row?.testAccount ?? false,
    requestedAt: row?.requestedAt ?? null,
    linkedAt: row?.linkedAt ?? null,
    service: service === "google" ? "GOOGLE" : service === "simulator" ? "SIMULATOR" : "OFF",
  };
}

async function requestOrNotFound(ctx: GraphQLContext, id: string) {
  const request = await getAdsRequest(ctx.db, id);
  if (!request) throw notFound("Request not found");
  return request;
}

type Query = Pick<
  QueryResolvers,
  | "adsAccount"
  | "adsRequests"
  | "campaigns"
  | "campaign"
  | "campaignTemplates"
  | "adsLocations"
  | "campaignImages"
>;
type Mutation = Pick<
  MutationResolvers,
  | "requestAdsAccountLink"
  | "cancelAdsAccountLink"
  | "unlinkAdsAccount"
  | "approveAdsRequest"
  | "cancelAdsRequest"
  | "saveCampaign"
  | "sendCampaign"
  | "setCampaignStatus"
  | "deleteCampaign"
  | "saveCampaignTemplate"
  | "deleteCampaignTemplate"
>;

export const adsResolvers: { Query: Query; Mutation: Mutation } = {
  Query: {
    adsAccount: async (_parent, _args, ctx) => accountOf(ctx, anyCampaigns(ctx).tenantId),
    adsRequests: async (_parent, args, ctx) => {
      requireSuperAdmin(ctx);
      return listAdsRequests(ctx.db, parseInput(adsRequestListSchema, withoutNulls(args)));
    },
    campaigns: async (_parent, args, ctx) => {
      const caller = anyCampaigns(ctx);
      const { filter, limit, offset } = parseInput(
        campaignListSchema,
        withoutNulls({ ...args, filter: args.filter ? withoutNulls(args.filter) : undefined }),
      );
      const page = await listCampaigns(ctx.db, { ...caller, ...filter, limit, offset });
      return { total: page.total, items: page.items.map((row) => toCampaign(row)) };
    },
    campaign: async (_parent, args, ctx) => {
      const caller = anyCampaigns(ctx);
      const row = await getCampaign(ctx.db, { ...caller, id: parseInput(adsIdSchema, args.id) });
      return row && toCampaign(row);
    },
    campaignTemplates: async (_parent, args, ctx) => {
      const caller = anyCampaigns(ctx);
      const types = args.type ? caller.types.filter((type) => type === args.type) : caller.types;
      return listCampaignTemplates(ctx.db, { tenantId: caller.tenantId, types });
    },
    adsLocations: async (_parent, args, ctx) => {
      const { tenantId } = anyCampaigns(ctx);
      const params = parseInput(reviewLocationsSchema, withoutNulls(args));
      const workspace = params.ids
        ? undefined
        : await listWorkspace(ctx, tenantId, params.workspaceId);
      return listStoreOptions(ctx.db, { ...params, tenantId, workspace });
    },
    campaignImages: async (_parent, args, ctx) => {
      const { tenantId } = anyCampaigns(ctx);
      const params = parseInput(campaignImageListSchema, withoutNulls(args));
      const page = await listCampaignImages(ctx.db, { tenantId, ...params });
      return { total: page.total, items: page.items.map(toImage) };
    },
  },
  Mutation: {
    requestAdsAccountLink: async (_parent, args, ctx) => {
      const caller = adsCaller(ctx, "ads");
      const customerId = parseInput(customerIdSchema, args.customerId);
      await refusing(() => requestAdsAccountLink(ctx.db, caller, customerId), "customerId");
      return accountOf(ctx, caller.tenantId);
    },
    cancelAdsAccountLink: async (_parent, _args, ctx) => {
      const caller = adsCaller(ctx, "ads");
      await refusing(() => cancelAdsAccountLink(ctx.db, caller));
      return accountOf(ctx, caller.tenantId);
    },
    unlinkAdsAccount: async (_parent, _args, ctx) => {
      const caller = adsCaller(ctx, "ads");
      await refusing(() => unlinkAdsAccount(ctx.db, caller));
      return accountOf(ctx, caller.tenantId);
    },
    approveAdsRequest: async (_parent, args, ctx) => {
      const user = requireSuperAdmin(ctx);
      const id = parseInput(adsIdSchema, args.id);
      await refusing(async () =>
        approveAdsRequest(ctx.db, await getQueue(), { userId: user.id }, id),
      );
      return requestOrNotFound(ctx, id);
    },
    cancelAdsRequest: async (_parent, args, ctx) => {
      const user = requireSuperAdmin(ctx);
      const id = parseInput(adsIdSchema, args.id);
      await refusing(() => cancelAdsRequest(ctx.db, { userId: user.id }, id));
      return requestOrNotFound(ctx, id);
    },
    saveCampaign: async (_parent, args, ctx) => {
      const caller = ofType(ctx, args.input.type);
      const input = parseInput(campaignInputSchema, withoutNulls({ ...args.input }));
      const saved = await refusing(() => saveCampaign(ctx.db, caller, input), "input.");
      return campaignOrNotFound(ctx, caller, saved.id, saved.warnings);
    },
    sendCampaign: async (_parent, args, ctx) => {
      const caller = anyCampaigns(ctx);
      const id = parseInput(adsIdSchema, args.id);
      await refusing(async () => sendCampaign(ctx.db, await getQueue(), caller, id));
      return campaignOrNotFound(ctx, caller, id);
    },
    setCampaignStatus: async (_parent, args, ctx) => {
      const caller = anyCampaigns(ctx);
      const id = parseInput(adsIdSchema, args.id);
      const action = parseInput(campaignActionSchema, args.action);
      await refusing(async () => setCampaignStatus(ctx.db, await getQueue(), caller, id, action));
      return campaignOrNotFound(ctx, caller, id);
    },
    deleteCampaign: async (_parent, args, ctx) => {
      const caller = anyCampaigns(ctx);
      await refusing(() => deleteCampaign(ctx.db, caller, parseInput(adsIdSchema, args.id)));
      return true;
    },
    saveCampaignTemplate: async (_parent, args, ctx) => {
      const caller = anyCampaigns(ctx);
      const input = parseInput(campaignTemplateInputSchema, args.input);
      return refusing(() => saveCampaignTemplate(ctx.db, caller, input), "input.");
    },
    deleteCampaignTemplate: async (_parent, args, ctx) => {
      const caller = anyCampaigns(ctx);
      await refusing(() =>
        deleteCampaignTemplate(ctx.db, caller, parseInput(adsIdSchema, args.id)),
      );
      return true;
    },
  },
};
