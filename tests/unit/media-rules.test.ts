import { describe, expect, it } from "vitest";
import { formatBytes } from "@/lib/format/number";
import {
  fileNameIssue,
  IMAGE_MAX_BYTES,
  IMAGE_MIN_BYTES,
  kindOfMime,
  mediaIssue,
  suggestedResourceName,
  VIDEO_MAX_BYTES,
} from "@/lib/files/rules";
import { aspectIssue } from "@/lib/media/rules";
import { splitTags } from "@/lib/files/rules";

const image = (byteSize: number) => ({ kind: "IMAGE" as const, byteSize, width: 800, height: 600 });
const video = (seconds: number, width = 1280, height = 720, byteSize = 5_000_000) => ({
  kind: "VIDEO" as const,
  byteSize,
  width,
  height,
  durationMs: seconds * 1000,
});

describe("spec §5 media rules", () => {
  it("takes images from 10240 to 2800000 bytes, both included", () => {
    expect(mediaIssue(image(IMAGE_MIN_BYTES))).toBeNull();
    expect(mediaIssue(image(IMAGE_MAX_BYTES))).toBeNull();
    expect(mediaIssue(image(IMAGE_MIN_BYTES - 1))).toEqual({
      code: "IMAGE_TOO_SMALL",
      limit: 10_240,
    });
    expect(mediaIssue(image(IMAGE_MAX_BYTES + 1))).toEqual({
      code: "IMAGE_TOO_LARGE",
      limit: 2_800_000,
    });
  });

  it("takes videos of 1 to 30 s, at least 720×720, at most 75 MB", () => {
    expect(mediaIssue(video(30))).toBeNull();
    expect(mediaIssue(video(30.5))?.code).toBe("VIDEO_TOO_LONG");
    expect(mediaIssue(video(0.5))?.code).toBe("VIDEO_TOO_SHORT");
    expect(mediaIssue(video(10, 720, 720))).toBeNull();
    expect(mediaIssue(video(10, 1280, 719))?.code).toBe("VIDEO_TOO_SHORT_SIDE");
    expect(mediaIssue(video(10, 1280, 720, VIDEO_MAX_BYTES + 1))?.code).toBe("VIDEO_TOO_LARGE");
  });

  it("knows JPEG, PNG, MP4 and MOV, and nothing else (no WEBP)", () => {
    expect(["image/jpeg", "image/png", "video/mp4", "video/quicktime"].map(kindOfMime)).toEqual([
      "IMAGE",
      "IMAGE",
      "VIDEO",
      "VIDEO",
    ]);
    expect(kindOfMime("image/webp")).toBeNull();
    expect(kindOfMime("image/svg+xml")).toBeNull();
  });

  it("refuses periods in a file name but not its extension's", () => {
    expect(fileNameIssue("terrace.jpg")).toBeNull();
    expect(fileNameIssue("terrace.final.jpg")).toEqual({ code: "FILE_NAME_PERIOD" });
    expect(fileNameIssue("photo.v2.png")).toEqual({ code: "FILE_NAME_PERIOD" });
  });

  it("wants a square logo and a 16:9 cover, with 2% of slack", () => {
    expect(aspectIssue("LOGO", { width: 500, height: 500 })).toBeNull();
    expect(aspectIssue("LOGO", { width: 500, height: 400 })).toEqual({
      code: "WRONG_ASPECT",
      ratio: "1:1",
    });
    expect(aspectIssue("COVER", { width: 1920, height: 1080 })).toBeNull();
    expect(aspectIssue("COVER", { width: 1920, height: 1060 })).toBeNull();
    expect(aspectIssue("COVER", { width: 1000, height: 1000 })).toEqual({
      code: "WRONG_ASPECT",
      ratio: "16:9",
    });
    expect(aspectIssue("EXTERIOR", { width: 10, height: 1000 })).toBeNull();
  });

  it("suggests a valid name from a file name, and keeps tags in lowercase once each", () => {
    expect(suggestedResourceName("Fachada Café 2.jpg")).toBe("Fachada-Cafe-2");
    expect(suggestedResourceName("...png")).toBe("");
    expect(splitTags(["Terrace, summer", "TERRACE", " ,"])).toEqual(["terrace", "summer"]);
  });

  it("writes the limits as the spec does, in each language", () => {
    expect(formatBytes(10_240, "en")).toBe("10 KB");
    expect(formatBytes(2_800_000, "en")).toBe("2.8 MB");
    expect(formatBytes(2_800_000, "es")).toBe("2,8 MB");
    expect(formatBytes(75_000_000, "es")).toBe("75 MB");
  });
});
