// Video lengths through YouTube Data API v3 as the simulator answers it, and the two cases with
// no source: no ads service at all, and Google Ads without a YouTube key (never a made-up length).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { videoDurations } from "@/lib/ads-api/youtube";
import { closeAdsSimulator, openAdsSimulator, type AdsSimFixture } from "../helpers/ads-sim";

let fx: AdsSimFixture;
beforeAll(async () => {
  fx = await openAdsSimulator();
});
afterAll(() => closeAdsSimulator(fx));

describe("video lengths", () => {
  it("reads known, hashed and unknown videos", async () => {
    const lengths = await videoDurations([
      "dQw4w9WgXcQ",
      "aqz-KE-bpKQ",
      "M7lc1UVf-VE",
      "abcdefghijk",
      "xxxxxxxxxx0",
      "bad",
    ]);
    expect(lengths.get("dQw4w9WgXcQ")).toBe(212);
    expect(lengths.get("aqz-KE-bpKQ")).toBe(8);
    expect(lengths.get("M7lc1UVf-VE")).toBe(10);
    expect(lengths.get("abcdefghijk")).toBeGreaterThanOrEqual(5);
    expect(lengths.get("abcdefghijk")).toBeLessThanOrEqual(29);
    expect(lengths.get("xxxxxxxxxx0")).toBeNull();
    expect(lengths.get("bad")).toBeNull();
  });

  it("says when lengths cannot be checked", async () => {
    await expect(videoDurations(["aqz-KE-bpKQ"], { ADS_SERVICE: "off" })).rejects.toMatchObject({
      code: "ADS_SERVICE_OFF",
    });
    await expect(videoDurations(["aqz-KE-bpKQ"], { ADS_SERVICE: "google" })).rejects.toMatchObject({
      code: "VIDEO_CHECK_OFF",
    });
  });
});
