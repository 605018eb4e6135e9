// Ads' rules (spec §4-§5): the ten-digit account number, a campaign's limits (refused even on a
// draft) apart from its missing parts, image shapes by ratio and size, video links and the status
// changes of actions 3 and 2.
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import {
  ADS_ERROR_KEYS,
  ADS_VALIDATION_KEYS,
  adsMessageValues,
  campaignIssues,
  campaignMissing,
  canDelete,
  canEdit,
  canSend,
  imageShape,
  logoShape,
  marketingShape,
  normalizeCustomerId,
  scheduleIssue,
  statusChange,
  todayIn,
  videoIssue,
  youtubeId,
  type CampaignDraft,
} from "@/lib/ads/rules";
import { campaignInputSchema } from "@/lib/ads/schema";

const LANDSCAPE = { width: 1200, height: 628 };
const SQUARE = { width: 1200, height: 1200 };
const LOGO = { width: 128, height: 128 };

const pmax: CampaignDraft = {
  type: "PERFORMANCE_MAX",
  name: "Spring in the stores",
  storeCount: 2,
  radiusKm: 5,
  dailyBudget: 20,
  startDate: "2030-04-01",
  endDate: "2030-04-30",
  finalUrl: "https://acme.example/spring",
  keywords: [],
  headlines: ["Spring sale", "New arrivals in store", "Visit us this week"],
  longHeadlines: ["Everything for spring, in the store around the corner"],
  descriptions: ["Fresh picks every week, near you.", "Open every day until 9 pm."],
  logos: [LOGO],
  images: [LANDSCAPE, SQUARE],
  videoUrls: [],
};

const search: CampaignDraft = {
  ...pmax,
  type: "SEARCH",
  keywords: ["pizza near me", "pizzería"],
  longHeadlines: [],
  logos: [],
  images: [],
};

const messages = (draft: CampaignDraft) =>
  campaignIssues(draft).map((i) => `${i.path}:${i.message}`);

describe("the account number", () => {
  it("takes ten digits, with dashes or spaces, and nothing else", () => {
    expect(normalizeCustomerId("123-456-7890")).toBe("1234567890");
    expect(normalizeCustomerId(" 123 456 7890 ")).toBe("1234567890");
    expect(normalizeCustomerId("123456789")).toBeNull();
    expect(normalizeCustomerId("12345678901")).toBeNull();
    expect(normalizeCustomerId("123456789a")).toBeNull();
  });
});

describe("a campaign's limits", () => {
  it("accepts a complete Performance Max and a complete search campaign", () => {
    expect(campaignIssues(pmax)).toEqual([]);
    expect(campaignMissing(pmax)).toEqual([]);
    expect(campaignIssues(search)).toEqual([]);
    expect(campaignMissing(search)).toEqual([]);
  });

  it("refuses a 31-character title even on an empty draft", () => {
    const draft = { ...pmax, headlines: ["x".repeat(31)], logos: [], images: [], storeCount: 0 };
    expect(messages(draft)).toEqual(["headlines.0:ads.validation.headlineTooLong"]);
    expect(messages({ ...search, headlines: ["x".repeat(30)] })).toEqual([]);
  });

  it("counts titles, long titles, descriptions, logos, images and videos", () => {
    const many = (n: number, text: string) => Array.from({ length: n }, (_, i) => `${text} ${i}`);
    expect(messages({ ...pmax, headlines: many(16, "Title") })).toContain(
      "headlines:ads.validation.tooManyHeadlines",
    );
    expect(messages({ ...pmax, longHeadlines: many(6, "Long") })).toContain(
      "longHeadlines:ads.validation.tooManyLongHeadlines",
    );
    expect(messages({ ...search, descriptions: many(5, "Text") })).toContain(
      "descriptions:ads.validation.tooManyDescriptions",
    );
    expect(messages({ ...pmax, descriptions: many(5, "Text") })).toEqual([]);
    expect(messages({ ...pmax, logos: Array(6).fill(LOGO) })).toContain(
      "logoIds:ads.validation.tooManyLogos",
    );
    expect(messages({ ...pmax, images: Array(21).fill(SQUARE) })).toContain(
      "imageIds:ads.validation.tooManyImages",
    );
  });

  it("refuses repeated keywords whatever their case and accents, and long ones", () => {
    expect(messages({ ...search, keywords: ["Pizzería", "pizzeria"] })).toEqual([
      "keywords.1:ads.validation.repeated",
    ]);
    expect(messages({ ...search, keywords: ["a ".repeat(11).trim()] })).toEqual([
      "keywords.0:ads.validation.keywordTooManyWords",
    ]);
    expect(messages({ ...search, keywords: ["k".repeat(81)] })).toEqual([
      "keywords.0:ads.validation.keywordTooLong",
    ]);
  });

  it("keeps budget, radius, URL and dates within their rules", () => {
    expect(messages({ ...search, radiusKm: 0 })).toEqual(["radiusKm:ads.validation.radiusRange"]);
    expect(messages({ ...search, dailyBudget: 0 })).toEqual([
      "dailyBudget:ads.validation.budgetRange",
    ]);
    expect(messages({ ...search, finalUrl: "acme" })).toEqual([
      "finalUrl:ads.validation.urlInvalid",
    ]);
    expect(messages({ ...search, endDate: "2030-03-31" })).toEqual([
      "endDate:ads.validation.endBeforeStart",
    ]);
    expect(messages({ ...search, startDate: "2030-02-30" })).toEqual([
      "startDate:ads.validation.dateInvalid",
    ]);
  });

  it("reads video links and refuses the same video twice", () => {
    expect(youtubeId("https://www.youtube.com/watch?v=aqz-KE-bpKQ")).toBe("aqz-KE-bpKQ");
    expect(youtubeId("https://youtu.be/aqz-KE-bpKQ?t=3")).toBe("aqz-KE-bpKQ");
    expect(youtubeId("https://youtube.com/shorts/aqz-KE-bpKQ")).toBe("aqz-KE-bpKQ");
    expect(youtubeId("https://vimeo.com/12345678901")).toBeNull();
    const videos = ["https://youtu.be/aqz-KE-bpKQ", "https://www.youtube.com/watch?v=aqz-KE-bpKQ"];
    expect(messages({ ...pmax, videoUrls: videos })).toEqual([
      "videoUrls.1:ads.validation.repeated",
    ]);
    expect(messages({ ...pmax, videoUrls: ["https://vimeo.com/1"] })).toEqual([
      "videoUrls.0:ads.validation.videoUrlInvalid",
    ]);
    expect(videoIssue(8)).toBeNull();
    expect(videoIssue(10)).toBeNull();
    expect(videoIssue(11)).toBe("ads.validation.videoTooLong");
    expect(videoIssue(null)).toBe("ads.validation.videoUnavailable");
    expect(videoIssue(undefined)).toBe("ads.validation.videoUnchecked");
  });
});

describe("what a campaign still needs", () => {
  it("names the square image a Performance Max lacks, and only that", () => {
    expect(campaignMissing({ ...pmax, images: [LANDSCAPE] })).toEqual([
      "ads.validation.squareImageRequired",
    ]);
  });

  it("lists every part of an empty draft", () => {
    const empty: CampaignDraft = {
      ...pmax,
      storeCount: 0,
      radiusKm: null,
      dailyBudget: null,
      startDate: null,
      endDate: null,
      finalUrl: null,
      headlines: [],
      longHeadlines: [],
      descriptions: [],
      logos: [],
      images: [],
    };
    expect(campaignMissing(empty)).toEqual([
      "ads.validation.storesRequired",
      "ads.validation.radiusRequired",
      "ads.validation.budgetRequired",
      "ads.validation.startDateRequired",
      "ads.validation.finalUrlRequired",
      "ads.validation.headlinesRequired",
      "ads.validation.shortHeadlineRequired",
      "ads.validation.longHeadlineRequired",
      "ads.validation.descriptionsRequired",
      "ads.validation.shortDescriptionRequired",
      "ads.validation.logoRequired",
      "ads.validation.landscapeImageRequired",
      "ads.validation.squareImageRequired",
    ]);
    expect(campaignMissing({ ...search, keywords: [] })).toEqual([
      "ads.validation.keywordsRequired",
    ]);
  });

  it("wants one title of 15 characters or fewer and one description of 60 or fewer", () => {
    const long = ["A title of sixteen", "Another long title", "And one more title"];
    expect(campaignMissing({ ...pmax, headlines: long })).toEqual([
      "ads.validation.shortHeadlineRequired",
    ]);
    const wordy = ["d".repeat(61), "e".repeat(70)];
    expect(campaignMissing({ ...pmax, descriptions: wordy })).toEqual([
      "ads.validation.shortDescriptionRequired",
    ]);
  });

  it("refuses a start in the past, in the account's own day", () => {
    expect(scheduleIssue({ startDate: "2030-03-31" }, "2030-04-01")).toBe(
      "ads.validation.startPast",
    );
    expect(scheduleIssue({ startDate: "2030-04-01" }, "2030-04-01")).toBeNull();
    const instant = new Date("2030-04-01T02:00:00Z");
    expect(todayIn("America/New_York", instant)).toBe("2030-03-31");
    expect(todayIn("Europe/Madrid", instant)).toBe("2030-04-01");
  });
});

describe("image shapes", () => {
  it("reads each shape by its ratio, within 1 %, and its minimum size", () => {
    expect(imageShape({ width: 1200, height: 628 })).toBe("MARKETING");
    expect(imageShape({ width: 600, height: 314 })).toBe("MARKETING");
    expect(imageShape({ width: 599, height: 314 })).toBeNull();
    expect(imageShape({ width: 1200, height: 1200 })).toBe("SQUARE");
    expect(imageShape({ width: 200, height: 200 })).toBe("LOGO");
    expect(imageShape({ width: 100, height: 100 })).toBeNull();
    expect(imageShape({ width: 1200, height: 300 })).toBe("LANDSCAPE_LOGO");
    expect(imageShape({ width: 960, height: 1200 })).toBe("PORTRAIT");
    expect(imageShape({ width: 1600, height: 900 })).toBeNull();
    expect(logoShape({ width: 1200, height: 1200 })).toBe("LOGO");
    expect(marketingShape({ width: 1200, height: 300 })).toBeNull();
  });

  it("refuses a logo or an image of no usable shape", () => {
    expect(messages({ ...pmax, logos: [{ width: 1600, height: 900 }] })).toEqual([
      "logoIds.0:ads.validation.logoShape",
    ]);
    expect(messages({ ...pmax, images: [LANDSCAPE, { width: 200, height: 200 }] })).toEqual([
      "imageIds.1:ads.validation.imageShape",
    ]);
  });
});

describe("status changes", () => {
  it("pauses an active campaign with 3 and resumes a paused one with 2", () => {
    expect(statusChange("ACTIVE", 3)).toEqual({ ok: true, status: "PAUSED", remote: "PAUSED" });
    expect(statusChange("PAUSED", 2)).toEqual({ ok: true, status: "ACTIVE", remote: "ENABLED" });
    expect(statusChange("PAUSED", 3)).toEqual({ ok: false, error: "ads.errors.notPausable" });
    expect(statusChange("PROCESSING", 2)).toEqual({ ok: false, error: "ads.errors.notResumable" });
    expect(statusChange("ACTIVE", 1)).toEqual({ ok: false, error: "ads.errors.badAction" });
  });

  it("edits and sends drafts and failed sends only, and deletes anything not under review", () => {
    expect(["DRAFT", "FAILED"].every((s) => canEdit(s as "DRAFT") && canSend(s as "DRAFT"))).toBe(
      true,
    );
    expect(canEdit("ACTIVE")).toBe(false);
    expect(canSend("DISAPPROVED")).toBe(false);
    expect(canDelete("PROCESSING")).toBe(false);
    expect(canDelete("ACTIVE")).toBe(true);
  });
});

describe("the schema", () => {
  it("trims texts and reads blanks as missing", () => {
    const parsed = campaignInputSchema.parse({
      type: "SEARCH",
      name: "  Pizza   week ",
      finalUrl: " ",
      headlines: ["  Hot  pizza "],
    });
    expect(parsed.name).toBe("Pizza week");
    expect(parsed.finalUrl).toBeNull();
    expect(parsed.headlines).toEqual(["Hot pizza"]);
    expect(parsed.locationIds).toEqual([]);
  });
});

describe("the messages", () => {
  it("has every key in English and Spanish, with the numbers it names", () => {
    const lookup = (catalogue: unknown, key: string) =>
      key
        .split(".")
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
    for (const key of [...ADS_VALIDATION_KEYS, ...ADS_ERROR_KEYS]) {
      for (const catalogue of [en, es]) {
        const text = lookup(catalogue, key);
        expect(typeof text, key).toBe("string");
        for (const [, name] of (text as string).matchAll(/\{(\w+)\}/g))
          expect(adsMessageValues(key), `${key} names {${name}}`).toHaveProperty(name!);
      }
    }
    expect(lookup(en, "ads.validation.squareImageRequired")).toBe(
      "Add at least one square image (1:1)",
    );
  });
});
