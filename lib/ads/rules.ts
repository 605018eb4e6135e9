// Spec §4-§5 for ads: the account number, what a Search or Performance Max campaign may hold
// (limits, refused even on a draft) and what it needs before it is sent (its `missing` parts),
// image shapes by ratio and size, and the status changes a campaign allows. Pure: the forms and
// the server share it, and every answer is a message key under ads.validation or ads.errors.

import { foldText } from "@/lib/format/text";
import { textLength } from "@/lib/validation/length";

export const CAMPAIGN_TYPES = ["SEARCH", "PERFORMANCE_MAX"] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];
export const CAMPAIGN_STATUSES = [
  "DRAFT",
  "PROCESSING",
  "ACTIVE",
  "PAUSED",
  "DISAPPROVED",
  "ENDED",
  "FAILED",
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const ADS_LIMITS = {
  customerIdDigits: 10,
  name: { min: 1, max: 80 },
  templateName: { min: 2, max: 60 },
  /** A list's name filter needs this many characters (spec §5 generic). */
  searchMin: 2,
  radiusKm: { min: 1, max: 100 },
  dailyBudget: { min: 0.01, max: 1_000_000 },
  stores: 1_000,
  finalUrl: { max: 2_048 },
  keyword: { max: 80, words: 10 },
  keywords: { min: 1, max: 50 },
  /** Search (responsive search ads): 3-15 titles of 30, 2-4 descriptions of 90. */
  search: {
    headlines: { min: 3, max: 15, length: 30 },
    descriptions: { min: 2, max: 4, length: 90 },
  },
  /** Performance Max (spec §5). */
  pmax: {
    headlines: { min: 3, max: 15, length: 30, short: 15 },
    longHeadlines: { min: 1, max: 5, length: 90 },
    descriptions: { min: 2, max: 5, length: 90, short: 60 },
    logos: { min: 1, max: 5 },
    images: { max: 20 },
    videos: { max: 5, seconds: 10 },
  },
} as const;

// ---- Message keys -------------------------------------------------------------------------

const VALIDATION_KEYS = [
  "customerIdLength",
  "nameRequired",
  "nameTooLong",
  "radiusRange",
  "budgetRange",
  "dateInvalid",
  "endBeforeStart",
  "startPast",
  "urlInvalid",
  "urlTooLong",
  "repeated",
  "textRequired",
  "keywordTooLong",
  "keywordTooManyWords",
  "tooManyKeywords",
  "headlineTooLong",
  "tooManyHeadlines",
  "longHeadlineTooLong",
  "tooManyLongHeadlines",
  "descriptionTooLong",
  "tooManyDescriptions",
  "tooManyLogos",
  "tooManyImages",
  "tooManyStores",
  "logoShape",
  "imageShape",
  "unknownImage",
  "unknownStore",
  "tooManyVideos",
  "videoUrlInvalid",
  "videoTooLong",
  "videoUnavailable",
  "videoUnchecked",
  "storesRequired",
  "budgetRequired",
  "radiusRequired",
  "startDateRequired",
  "finalUrlRequired",
  "keywordsRequired",
  "headlinesRequired",
  "shortHeadlineRequired",
  "longHeadlineRequired",
  "descriptionsRequired",
  "shortDescriptionRequired",
  "logoRequired",
  "landscapeImageRequired",
  "squareImageRequired",
  "templateName",
  "templateNameTaken",
  "searchTooShort",
] as const;
export type AdsValidationKey = `ads.validation.${(typeof VALIDATION_KEYS)[number]}`;

const ERROR_KEYS = [
  "accountNotLinked",
  "linkInProgress",
  "notValidating",
  "notLinked",
  "requestDecided",
  "customerNotFound",
  "serviceOff",
  "serviceUnavailable",
  "serviceRefused",
  "notEditable",
  "notSendable",
  "notPausable",
  "notResumable",
  "badAction",
  "notDeletable",
] as const;
export type AdsErrorKey = `ads.errors.${(typeof ERROR_KEYS)[number]}`;
export type AdsMessageKey = AdsValidationKey | AdsErrorKey;

export const ADS_VALIDATION_KEYS: readonly AdsValidationKey[] = VALIDATION_KEYS.map(
  (key) => `ads.validation.${key}` as const,
);
export const ADS_ERROR_KEYS: readonly AdsErrorKey[] = ERROR_KEYS.map(
  (key) => `ads.errors.${key}` as const,
);

const v = <K extends (typeof VALIDATION_KEYS)[number]>(key: K) => `ads.validation.${key}` as const;

const { search, pmax } = ADS_LIMITS;

/** The numbers a message names ({min}, {max}, {seconds}…), for `t(key, adsMessageValues(key))`. */
export function adsMessageValues(key: string): Record<string, number> {
  const values: Record<string, Record<string, number>> = {
    [v("customerIdLength")]: { digits: ADS_LIMITS.customerIdDigits },
    [v("nameTooLong")]: { max: ADS_LIMITS.name.max },
    [v("radiusRange")]: ADS_LIMITS.radiusKm,
    [v("budgetRange")]: ADS_LIMITS.dailyBudget,
    [v("urlTooLong")]: { max: ADS_LIMITS.finalUrl.max },
    [v("keywordTooLong")]: { max: ADS_LIMITS.keyword.max },
    [v("keywordTooManyWords")]: { max: ADS_LIMITS.keyword.words },
    [v("tooManyKeywords")]: { max: ADS_LIMITS.keywords.max },
    [v("headlineTooLong")]: { max: pmax.headlines.length },
    [v("tooManyHeadlines")]: { max: pmax.headlines.max },
    [v("longHeadlineTooLong")]: { max: pmax.longHeadlines.length },
    [v("tooManyLongHeadlines")]: { max: pmax.longHeadlines.max },
    [v("descriptionTooLong")]: { max: pmax.descriptions.length },
    [v("tooManyDescriptions")]: { max: pmax.descriptions.max },
    [v("tooManyLogos")]: { max: pmax.logos.max },
    [v("tooManyImages")]: { max: pmax.images.max },
    [v("tooManyStores")]: { max: ADS_LIMITS.stores },
    [v("tooManyVideos")]: { max: pmax.videos.max },
    [v("videoTooLong")]: { seconds: pmax.videos.seconds },
    [v("headlinesRequired")]: { min: pmax.headlines.min },
    [v("shortHeadlineRequired")]: { max: pmax.headlines.short },
    [v("longHeadlineRequired")]: { min: pmax.longHeadlines.min },
    [v("descriptionsRequired")]: { min: pmax.descriptions.min },
    [v("shortDescriptionRequired")]: { max: pmax.descriptions.short },
    [v("logoRequired")]: { min: pmax.logos.min },
    [v("templateName")]: ADS_LIMITS.templateName,
    [v("searchTooShort")]: { min: ADS_LIMITS.searchMin },
  };
  return values[key] ?? {};
}

// ---- The account number --------------------------------------------------------------------

/** "123-456-7890" and "123 456 7890" read as "1234567890"; anything else is not an account. */
export function normalizeCustomerId(value: string): string | null {
  const digits = value.replace(/[\s-]/g, "");
  return new RegExp(`^\\d{${ADS_LIMITS.customerIdDigits}}$`).test(digits) ? digits : null;
}

/** "1234567890" as Google Ads shows it: "123-456-7890". */
export function formatCustomerId(id: string): string {
  return id.length === 10 ? `${id.slice(0, 3)}-${id.slice(3, 6)}-${id.slice(6)}` : id;
}

// ---- Images --------------------------------------------------------------------------------

export type ImageShape = "LOGO" | "LANDSCAPE_LOGO" | "MARKETING" | "SQUARE" | "PORTRAIT";
export type ImageSize = { width: number; height: number };

/** A ratio is met within 1 % either way (1200x628 is 1.91:1). */
export const RATIO_TOLERANCE = 0.01;

/** Spec §5: each shape's ratio, its minimum and the size Google recommends (for the hints). */
export const IMAGE_SHAPES: Record<
  ImageShape,
  { ratio: number; min: ImageSize; recommended: ImageSize; role: "logo" | "image" }
> = {
  LOGO: {
    ratio: 1,
    min: { width: 128, height: 128 },
    recommended: { width: 1200, height: 1200 },
    role: "logo",
  },
  LANDSCAPE_LOGO: {
    ratio: 4,
    min: { width: 512, height: 128 },
    recommended: { width: 1200, height: 300 },
    role: "logo",
  },
  MARKETING: {
    ratio: 1.91,
    min: { width: 600, height: 314 },
    recommended: { width: 1200, height: 628 },
    role: "image",
  },
  SQUARE: {
    ratio: 1,
    min: { width: 300, height: 300 },
    recommended: { width: 1200, height: 1200 },
    role: "image",
  },
  PORTRAIT: {
    ratio: 0.8,
    min: { width: 480, height: 600 },
    recommended: { width: 960, height: 1200 },
    role: "image",
  },
};

function fits(size: ImageSize, shape: ImageShape): boolean {
  const { ratio, min } = IMAGE_SHAPES[shape];
  if (size.width <= 0 || size.height <= 0) return false;
  const off = Math.abs(size.width / size.height / ratio - 1);
  return off <= RATIO_TOLERANCE && size.width >= min.width && size.height >= min.height;
}

/** The shape an image may serve as a logo, or null (1:1 of 128+, or 4:1 of 512x128+). */
export function logoShape(size: ImageSize): "LOGO" | "LANDSCAPE_LOGO" | null {
  if (fits(size, "LOGO")) return "LOGO";
  if (fits(size, "LANDSCAPE_LOGO")) return "LANDSCAPE_LOGO";
  return null;
}

/** The shape an image may serve as a marketing image, or null. */
export function marketingShape(size: ImageSize): "MARKETING" | "SQUARE" | "PORTRAIT" | null {
  if (fits(size, "MARKETING")) return "MARKETING";
  if (fits(size, "SQUARE")) return "SQUARE";
  if (fits(size, "PORTRAIT")) return "PORTRAIT";
  return null;
}

/**
 * How the library shows an image: its marketing shape when it has one (a square of 300+ serves as
 * a logo too), else its logo shape (a 1:1 under 300 is a logo only), else null.
 */
export function imageShape(size: ImageSize): ImageShape | null {
  return marketingShape(size) ?? logoShape(size);
}

// ---- Texts ---------------------------------------------------------------------------------

/** The form two entries are compared in: case, accents and spacing aside. */
export function entryKey(entry: string): string {
  return foldText(entry).trim().replace(/\s+/gu, " ");
}

/** The positions of entries that repeat an earlier one ("Pizza Roma" after "pizza  roma"). */
export function repeatedEntries(entries: readonly string[]): number[] {
  const seen = new Set<string>();
  return entries.flatMap((entry, index) => {
    const key = entryKey(entry);
    if (seen.has(key)) return [index];
    seen.add(key);
    return [];
  });
}

function wordCount(text: string): number {
  return text.trim().split(/\s+/u).filter(Boolean).length;
}

export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/**
 * The id of a YouTube video link (watch?v=, youtu.be/, shorts/, embed/, live/), or null: the same
 * reading as the ads client's youtubeVideoId, which is server-only, for the forms.
 */
export function youtubeId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (!/^https?:$/.test(parsed.protocol)) return null;
  const host = parsed.hostname.toLowerCase().replace(/^(www|m|music)\./, "");
  const parts = parsed.pathname.split("/").filter(Boolean);
  let id: string | null | undefined = null;
  if (host === "youtu.be") id = parts[0];
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    if (parts[0] === "watch") id = parsed.searchParams.get("v");
    else if (["shorts", "embed", "live", "v"].includes(parts[0] ?? "")) id = parts[1];
  }
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : null;
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
