// Spec §4-§5 for ads: the account number, what a Search or Performance Max campaign may hold
// (limits, refused even on a draft) and what it needs before it is sent (its `missing` parts),
// image shapes by ratio and size, and the status changes a campaign allows. Pure: the forms and
// the server share it, and every answer is a message key under ads.validation or ads.errors.

import { textLength } from "@/lib/validation/length";
import { logoShape, marketingShape, type ImageSize } from "./images";
import { ADS_LIMITS, type CampaignStatus, type CampaignType } from "./limits";
import type { AdsErrorKey, AdsValidationKey, AdsValidationName } from "./messages";
import { isDay, isWebUrl, repeatedEntries, youtubeId } from "./texts";

// The module's one entry point for its rules: the forms and the server import them from here.
export * from "./images";
export * from "./limits";
export * from "./messages";
export * from "./texts";

const v = <K extends AdsValidationName>(key: K) => `ads.validation.${key}` as const;
const { search, pmax } = ADS_LIMITS;

function wordCount(text: string): number {
  return text.trim().split(/\s+/u).filter(Boolean).length;
}

// ---- A campaign's content ------------------------------------------------------------------

export type CampaignDraft = {
  type: CampaignType;
  name: string;
  storeCount: number;
  radiusKm: number | null;
  dailyBudget: number | null;
  startDate: string | null;
  endDate: string | null;
  finalUrl: string | null;
  keywords: readonly string[];
  headlines: readonly string[];
  longHeadlines: readonly string[];
  descriptions: readonly string[];
  /** The chosen logos' and images' sizes, in the order chosen. */
  logos: readonly ImageSize[];
  images: readonly ImageSize[];
  videoUrls: readonly string[];
};

export type AdsIssue = { path: string; message: AdsValidationKey };

type TextRule = { max: number; length: number };

function textIssues(
  field: string,
  entries: readonly string[],
  rule: TextRule,
  keys: { tooLong: AdsValidationKey; tooMany: AdsValidationKey },
): AdsIssue[] {
  const issues: AdsIssue[] = [];
  if (entries.length > rule.max) issues.push({ path: field, message: keys.tooMany });
  entries.forEach((entry, index) => {
    if (entry.trim() === "") issues.push({ path: `${field}.${index}`, message: v("textRequired") });
    else if (textLength(entry) > rule.length)
      issues.push({ path: `${field}.${index}`, message: keys.tooLong });
  });
  for (const index of repeatedEntries(entries))
    issues.push({ path: `${field}.${index}`, message: v("repeated") });
  return issues;
}

/**
 * What breaks a limit in what the campaign holds: refused even on a draft (a 31-character title,
 * a repeated keyword, a 16th title). Parts not yet there are `campaignMissing`'s.
 */
export function campaignIssues(draft: CampaignDraft): AdsIssue[] {
  const issues: AdsIssue[] = [];
  const name = draft.name.trim();
  if (!name) issues.push({ path: "name", message: v("nameRequired") });
  else if (textLength(name) > ADS_LIMITS.name.max)
    issues.push({ path: "name", message: v("nameTooLong") });
  if (draft.storeCount > ADS_LIMITS.stores)
    issues.push({ path: "locationIds", message: v("tooManyStores") });
  if (
    draft.radiusKm !== null &&
    !(draft.radiusKm >= ADS_LIMITS.radiusKm.min && draft.radiusKm <= ADS_LIMITS.radiusKm.max)
  )
    issues.push({ path: "radiusKm", message: v("radiusRange") });
  if (
    draft.dailyBudget !== null &&
    !(
      draft.dailyBudget >= ADS_LIMITS.dailyBudget.min &&
      draft.dailyBudget <= ADS_LIMITS.dailyBudget.max
    )
  )
    issues.push({ path: "dailyBudget", message: v("budgetRange") });
  for (const field of ["startDate", "endDate"] as const) {
    const day = draft[field];
    if (day !== null && !isDay(day)) issues.push({ path: field, message: v("dateInvalid") });
  }
  if (
    draft.startDate &&
    draft.endDate &&
    isDay(draft.startDate) &&
    isDay(draft.endDate) &&
    draft.endDate < draft.startDate
  )
    issues.push({ path: "endDate", message: v("endBeforeStart") });
  if (draft.finalUrl !== null) {
    if (textLength(draft.finalUrl) > ADS_LIMITS.finalUrl.max)
      issues.push({ path: "finalUrl", message: v("urlTooLong") });
    else if (!isWebUrl(draft.finalUrl)) issues.push({ path: "finalUrl", message: v("urlInvalid") });
  }

  const texts = draft.type === "SEARCH" ? search : pmax;
  issues.push(
    ...textIssues("headlines", draft.headlines, texts.headlines, {
      tooLong: v("headlineTooLong"),
      tooMany: v("tooManyHeadlines"),
    }),
    ...textIssues("descriptions", draft.descriptions, texts.descriptions, {
      tooLong: v("descriptionTooLong"),
      tooMany: v("tooManyDescriptions"),
    }),
  );

  if (draft.type === "SEARCH") {
    issues.push(
      ...textIssues(
        "keywords",
        draft.keywords,
        { max: ADS_LIMITS.keywords.max, length: ADS_LIMITS.keyword.max },
        { tooLong: v("keywordTooLong"), tooMany: v("tooManyKeywords") },
      ),
    );
    draft.keywords.forEach((keyword, index) => {
      if (wordCount(keyword) > ADS_LIMITS.keyword.words)
        issues.push({ path: `keywords.${index}`, message: v("keywordTooManyWords") });
    });
    return issues;
  }

  issues.push(
    ...textIssues("longHeadlines", draft.longHeadlines, pmax.longHeadlines, {
      tooLong: v("longHeadlineTooLong"),
      tooMany: v("tooManyLongHeadlines"),
    }),
  );
  if (draft.logos.length > pmax.logos.max)
    issues.push({ path: "logoIds", message: v("tooManyLogos") });
  draft.logos.forEach((size, index) => {
    if (!logoShape(size)) issues.push({ path: `logoIds.${index}`, message: v("logoShape") });
  });
  if (draft.images.length > pmax.images.max)
    issues.push({ path: "imageIds", message: v("tooManyImages") });
  draft.images.forEach((size, index) => {
    if (!marketingShape(size)) issues.push({ path: `imageIds.${index}`, message: v("imageShape") });
  });
  if (draft.videoUrls.length > pmax.videos.max)
    issues.push({ path: "videoUrls", message: v("tooManyVideos") });
  const ids = draft.videoUrls.map((url) => youtubeId(url));
  ids.forEach((id, index) => {
    if (!id) issues.push({ path: `videoUrls.${index}`, message: v("videoUrlInvalid") });
  });
  // The same video behind two links (watch?v= and youtu.be/) is a repeat too.
  for (const index of repeatedEntries(ids.map((id, i) => id ?? `#${i}`)))
    issues.push({ path: `videoUrls.${index}`, message: v("repeated") });
  return issues;
}

/** Which field a missing part belongs to, so a form can put the message on it. */
export const MISSING_FIELD: Partial<Record<AdsValidationKey, string>> = {
  [v("storesRequired")]: "locationIds",
  [v("budgetRequired")]: "dailyBudget",
  [v("radiusRequired")]: "radiusKm",
  [v("startDateRequired")]: "startDate",
  [v("finalUrlRequired")]: "finalUrl",
  [v("keywordsRequired")]: "keywords",
  [v("headlinesRequired")]: "headlines",
  [v("shortHeadlineRequired")]: "headlines",
  [v("longHeadlineRequired")]: "longHeadlines",
  [v("descriptionsRequired")]: "descriptions",
  [v("shortDescriptionRequired")]: "descriptions",
  [v("logoRequired")]: "logoIds",
  [v("landscapeImageRequired")]: "imageIds",
  [v("squareImageRequired")]: "imageIds",
  [v("startPast")]: "startDate",
  [v("videoUnchecked")]: "videoUrls",
};

/** What the campaign still needs before it can be sent (spec §5 "required"), in form order. */
export function campaignMissing(draft: CampaignDraft): AdsValidationKey[] {
  const missing: AdsValidationKey[] = [];
  const texts = draft.type === "SEARCH" ? search : pmax;
  if (draft.storeCount === 0) missing.push(v("storesRequired"));
  if (draft.radiusKm === null) missing.push(v("radiusRequired"));
  if (draft.dailyBudget === null) missing.push(v("budgetRequired"));
  if (!draft.startDate) missing.push(v("startDateRequired"));
  if (!draft.finalUrl) missing.push(v("finalUrlRequired"));
  if (draft.type === "SEARCH" && draft.keywords.length < ADS_LIMITS.keywords.min)
    missing.push(v("keywordsRequired"));
  if (draft.headlines.length < texts.headlines.min) missing.push(v("headlinesRequired"));
  if (
    draft.type === "PERFORMANCE_MAX" &&
    !draft.headlines.some((text) => textLength(text) <= pmax.headlines.short)
  )
    missing.push(v("shortHeadlineRequired"));
  if (draft.type === "PERFORMANCE_MAX" && draft.longHeadlines.length < pmax.longHeadlines.min)
    missing.push(v("longHeadlineRequired"));
  if (draft.descriptions.length < texts.descriptions.min) missing.push(v("descriptionsRequired"));
  if (draft.type === "SEARCH") return missing;
  if (!draft.descriptions.some((text) => textLength(text) <= pmax.descriptions.short))
    missing.push(v("shortDescriptionRequired"));
  if (draft.logos.filter((size) => logoShape(size)).length < pmax.logos.min)
    missing.push(v("logoRequired"));
  const shapes = draft.images.map(marketingShape);
  if (!shapes.includes("MARKETING")) missing.push(v("landscapeImageRequired"));
  if (!shapes.includes("SQUARE")) missing.push(v("squareImageRequired"));
  return missing;
}

/** Why a complete campaign cannot be sent today: its start is past. `today` is YYYY-MM-DD. */
export function scheduleIssue(
  draft: Pick<CampaignDraft, "startDate">,
  today: string,
): AdsValidationKey | null {
  return draft.startDate && draft.startDate < today ? v("startPast") : null;
}

/** YYYY-MM-DD in the account's time zone (UTC when it has none or an unknown one). */
export function todayIn(timeZone: string | null, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat("en-CA", { timeZone: timeZone ?? "UTC" }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** A video's length (seconds; null: not found) as a campaign may use it. */
export function videoIssue(seconds: number | null | undefined): AdsValidationKey | null {
  if (seconds === undefined) return v("videoUnchecked");
  if (seconds === null) return v("videoUnavailable");
  return seconds > pmax.videos.seconds ? v("videoTooLong") : null;
}

// ---- Status --------------------------------------------------------------------------------

/** Spec §4 action codes. */
export const CAMPAIGN_ACTIONS = { resume: 2, pause: 3 } as const;

/**
 * Drafts and campaigns the service refused are edited and sent (again); a sent campaign is not
 * edited in place: a template of it starts the next one.
 */
export const EDITABLE_STATUSES: readonly CampaignStatus[] = ["DRAFT", "FAILED"];
export const SENDABLE_STATUSES: readonly CampaignStatus[] = ["DRAFT", "FAILED"];
/** While the service reviews what was sent, it is neither deleted nor changed. */
export const UNDELETABLE_STATUSES: readonly CampaignStatus[] = ["PROCESSING"];

export function canEdit(status: CampaignStatus): boolean {
  return EDITABLE_STATUSES.includes(status);
}

export function canSend(status: CampaignStatus): boolean {
  return SENDABLE_STATUSES.includes(status);
}

export function canDelete(status: CampaignStatus): boolean {
  return !UNDELETABLE_STATUSES.includes(status);
}

/**
 * Action 3 pauses an ACTIVE campaign, 2 resumes a PAUSED one; anything else is refused with the
 * reason. Answers the status it moves to and what the ads service is told.
 */
export function statusChange(
  status: CampaignStatus,
  action: number,
):
  | { ok: true; status: "PAUSED" | "ACTIVE"; remote: "PAUSED" | "ENABLED" }
  | { ok: false; error: AdsErrorKey } {
  if (action === CAMPAIGN_ACTIONS.pause)
    return status === "ACTIVE"
      ? { ok: true, status: "PAUSED", remote: "PAUSED" }
      : { ok: false, error: "ads.errors.notPausable" };
  if (action === CAMPAIGN_ACTIONS.resume)
    return status === "PAUSED"
      ? { ok: true, status: "ACTIVE", remote: "ENABLED" }
      : { ok: false, error: "ads.errors.notResumable" };
  return { ok: false, error: "ads.errors.badAction" };
}

/** The section a campaign of this type belongs to (spec §6): Performance Max is pmax's. */
export function campaignSection(type: CampaignType): "ads" | "pmax" {
  return type === "PERFORMANCE_MAX" ? "pmax" : "ads";
}

/** Spend in the account's currency from the service's micros. */
export function spendOf(costMicros: number): number {
  return Math.round(costMicros / 10_000) / 100;
}
