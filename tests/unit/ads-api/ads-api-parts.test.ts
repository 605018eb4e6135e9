// The ads client's pure parts: GoogleAdsFailure bodies into AdsApiError, YouTube links and
// durations, the service switch, and how a campaign's review is summed up from its parts.
import { describe, expect, it } from "vitest";
import { reviewOf } from "@/lib/ads-api/campaign-states";
import { adsServiceMode, getAdsConfig, youtubeVideosUrl } from "@/lib/ads-api/config";
import { adsApiErrorFrom } from "@/lib/ads-api/errors";
import { isoDurationSeconds, youtubeVideoId } from "@/lib/ads-api/youtube";

const failure = (status: number, errors: object[]) => ({
  error: {
    code: status,
    message: "Request contains an invalid argument.",
    status: "INVALID_ARGUMENT",
    details: [
      {
        "@type": "type.googleapis.com/google.ads.googleads.v21.errors.GoogleAdsFailure",
        errors,
        requestId: "r1",
      },
    ],
  },
});

describe("GoogleAdsFailure parsing", () => {
  it("takes the first error's code, message and field path", () => {
    const error = adsApiErrorFrom(
      400,
      failure(400, [
        {
          errorCode: { stringLengthError: "TOO_LONG" },
          message: "Too long.",
          location: {
            fieldPathElements: [
              { fieldName: "operations", index: 0 },
              { fieldName: "create" },
              { fieldName: "headlines", index: 3 },
              { fieldName: "text" },
            ],
          },
        },
        { errorCode: { collectionSizeError: "TOO_FEW" }, message: "Too few." },
      ]),
    );
    expect(error).toMatchObject({
      status: 400,
      code: "TOO_LONG",
      detail: "Too long.",
      retryable: false,
    });
    expect(error.errors).toEqual([
      {
        kind: "stringLengthError",
        code: "TOO_LONG",
        message: "Too long.",
        field: "operations[0].create.headlines[3].text",
      },
      { kind: "collectionSizeError", code: "TOO_FEW", message: "Too few.", field: undefined },
    ]);
  });

  it("marks quota and server errors retryable, and reads bodies that are not a failure", () => {
    expect(
      adsApiErrorFrom(
        429,
        failure(429, [{ errorCode: { quotaError: "RESOURCE_EXHAUSTED" }, message: "Quota" }]),
      ),
    ).toMatchObject({ code: "RESOURCE_EXHAUSTED", retryable: true });
    expect(
      adsApiErrorFrom(503, {
        error: { code: 503, message: "The service is unavailable.", status: "UNAVAILABLE" },
      }),
    ).toMatchObject({ code: "UNAVAILABLE", retryable: true });
    expect(adsApiErrorFrom(502, null)).toMatchObject({ code: "HTTP_502", retryable: true });
  });
});

describe("YouTube links and durations", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10", "dQw4w9WgXcQ"],
    ["https://youtu.be/aqz-KE-bpKQ?si=x", "aqz-KE-bpKQ"],
    ["https://youtube.com/shorts/jNQXAC9IVRw", "jNQXAC9IVRw"],
    ["https://www.youtube.com/embed/ScMzIvxBSi4", "ScMzIvxBSi4"],
    ["https://m.youtube.com/watch?v=M7lc1UVf-VE", "M7lc1UVf-VE"],
    ["https://vimeo.com/123", null],
    ["https://www.youtube.com/watch?v=short", null],
    ["not a link", null],
  ])("%s → %s", (url, id) => expect(youtubeVideoId(url)).toBe(id));

  it("reads ISO 8601 durations", () => {
    expect(isoDurationSeconds("PT8S")).toBe(8);
    expect(isoDurationSeconds("PT3M32S")).toBe(212);
    expect(isoDurationSeconds("PT1H")).toBe(3600);
    expect(isoDurationSeconds("P0D")).toBe(0);
    expect(isoDurationSeconds("PT")).toBeNull();
    expect(isoDurationSeconds("8 seconds")).toBeNull();
  });
});

describe("the service switch", () => {
  it("is the simulator in development, nothing in production unless asked", () => {
    expect(adsServiceMode({})).toBe("simulator");
    expect(adsServiceMode({ NODE_ENV: "production" })).toBe("off");
    expect(adsServiceMode({ NODE_ENV: "production", ADS_SERVICE: "google" })).toBe("google");
    expect(adsServiceMode({ ADS_SERVICE: "nope" })).toBe("off");
  });

  it("points at Google's v21 or the app's simulator, and ADS_API_BASE wins", () => {
    expect(getAdsConfig({ ADS_SERVICE: "google" }).base).toBe(
      "https://googleads.googleapis.com/v21",
    );
    expect(getAdsConfig({ ADS_SERVICE: "simulator", APP_URL: "http://app.test:3000" }).base).toBe(
      "http://app.test:3000/api/ads-sim/v21",
    );
    expect(getAdsConfig({ ADS_SERVICE: "google", ADS_API_BASE: "http://stand.in/v21/" }).base).toBe(
      "http://stand.in/v21",
    );
    expect(getAdsConfig({ ADS_MANAGER_CUSTOMER_ID: "999-000-0002" }).managerCustomerId).toBe(
      "9990000002",
    );
    expect(youtubeVideosUrl({ ADS_SERVICE: "google" })).toEqual({ off: "VIDEO_CHECK_OFF" });
  });
});

describe("a campaign's review from its parts", () => {
  it("is refused by one refused part, in review while one is, approved otherwise", () => {
    const approved = { approvalStatus: "APPROVED", reviewStatus: "REVIEWED" } as const;
    expect(reviewOf([approved, approved])).toEqual({ review: "APPROVED", topics: [] });
    expect(
      reviewOf([approved, { reviewStatus: "REVIEW_IN_PROGRESS", approvalStatus: "UNKNOWN" }])
        .review,
    ).toBe("UNDER_REVIEW");
    expect(
      reviewOf([
        approved,
        {
          approvalStatus: "DISAPPROVED",
          reviewStatus: "REVIEWED",
          policyTopicEntries: [{ topic: "EXCESSIVE_CAPITALIZATION", type: "PROHIBITED" }],
        },
      ]),
    ).toEqual({ review: "DISAPPROVED", topics: ["EXCESSIVE_CAPITALIZATION"] });
    expect(reviewOf([]).review).toBe("UNDER_REVIEW");
  });
});
