import { z } from "zod";
import { isUuid } from "@/lib/validation/ids";
import { pageSchema } from "@/lib/validation/paging";
import {
  ADS_LIMITS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  normalizeCustomerId,
  type CampaignDraft,
  type ImageSize,
} from "./rules";

// Ads input as the forms and the API send it (GraphQL CampaignInput and the account's number).
// Shapes only: the limits and what is missing are rules.ts's, checked on the whole campaign with
// its stores and images (service.ts), so a form and the server answer with the same keys.

const id = z.string().refine(isUuid, "invalidId");
/** Bounds what one request may carry; the campaign's real limits are rules.ts's. */
const LIST_CAP = 200;

const blankToNull = (value: unknown) =>
  value === undefined || (typeof value === "string" && value.trim() === "") ? null : value;

const text = z.string().transform((value) => value.trim().normalize("NFC").replace(/\s+/gu, " "));
const texts = z.array(text).max(LIST_CAP, "invalid").default([]);
const optionalText = z.preprocess(blankToNull, text.nullable());
const optionalNumber = z.preprocess(blankToNull, z.number().finite().nullable());

export const customerIdSchema = z.string().transform((value, ctx) => {
  const digits = normalizeCustomerId(value);
  if (digits) return digits;
  ctx.addIssue({ code: "custom", message: "ads.validation.customerIdLength" });
  return z.NEVER;
});

export const campaignInputSchema = z.object({
  id: id.optional(),
  type: z.enum(CAMPAIGN_TYPES),
  name: text,
  locationIds: z.array(id).max(ADS_LIMITS.stores, "ads.validation.tooManyStores").default([]),
  /** Every store of this workspace (the default one: all of them) when no store is picked. */
  workspaceId: id.optional(),
  perStore: z.boolean().default(false),
  radiusKm: optionalNumber,
  dailyBudget: optionalNumber,
  startDate: optionalText,
  endDate: optionalText,
  finalUrl: optionalText,
  keywords: texts,
  headlines: texts,
  longHeadlines: texts,
  descriptions: texts,
  logoIds: z.array(id).max(LIST_CAP, "invalid").default([]),
  imageIds: z.array(id).max(LIST_CAP, "invalid").default([]),
  videoUrls: texts,
});

export type CampaignInput = z.input<typeof campaignInputSchema>;
export type CampaignValues = z.output<typeof campaignInputSchema>;

/**
 * The fields a campaign of its type uses: a Search campaign has no assets, a Performance Max one
 * no keywords, so what the other type's form left behind is not kept.
 */
export function campaignContent(values: CampaignValues): CampaignValues {
  if (values.type === "SEARCH")
    return { ...values, longHeadlines: [], logoIds: [], imageIds: [], videoUrls: [] };
  return { ...values, keywords: [] };
}

/** The campaign as rules.ts checks it, given its stores' count and its images' sizes. */
export function campaignDraft(
  values: Omit<CampaignValues, "id" | "locationIds" | "workspaceId" | "logoIds" | "imageIds">,
  { storeCount, logos, images }: { storeCount: number; logos: ImageSize[]; images: ImageSize[] },
): CampaignDraft {
  return {
    type: values.type,
    name: values.name,
    storeCount,
    radiusKm: values.radiusKm,
    dailyBudget: values.dailyBudget,
    startDate: values.startDate,
    endDate: values.endDate,
    finalUrl: values.finalUrl,
    keywords: values.keywords,
    headlines: values.headlines,
    longHeadlines: values.longHeadlines,
    descriptions: values.descriptions,
    logos,
    images,
    videoUrls: values.videoUrls,
  };
}

export const campaignListSchema = pageSchema.extend({
  filter: z
    .object({
      type: z.enum(CAMPAIGN_TYPES).optional(),
      status: z.enum(CAMPAIGN_STATUSES).optional(),
      search: z
        .string()
        .trim()
        .min(ADS_LIMITS.searchMin, "ads.validation.searchTooShort")
        .max(100, "invalid")
        .optional(),
    })
    .default({}),
});

export const campaignImageListSchema = pageSchema.extend({
  search: z.string().trim().max(100, "invalid").optional(),
});

export const adsRequestListSchema = pageSchema.extend({
  status: z.enum(["PENDING", "APPROVED", "CANCELLED"]).optional(),
});

export const campaignTemplateInputSchema = z.object({
  name: text.refine(
    (value) =>
      value.length >= ADS_LIMITS.templateName.min && value.length <= ADS_LIMITS.templateName.max,
    "ads.validation.templateName",
  ),
  campaignId: id,
});

export const campaignActionSchema = z.number().int("ads.errors.badAction");
export const adsIdSchema = id;
