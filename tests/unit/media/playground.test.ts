import { describe, expect, it } from "vitest";
import { IMAGE_MAX_BYTES, IMAGE_MIN_BYTES } from "@/lib/files/rules";
import { MEDIA_LIMITS } from "@/lib/maps/types-media";
import { playgroundRules, type PlaygroundFacts } from "@/lib/media/playground";

const facts = (over: Partial<PlaygroundFacts> = {}): PlaygroundFacts => ({
  fileName: "terrace.jpg",
  mimeType: "image/jpeg",
  byteSize: IMAGE_MIN_BYTES * 10,
  size: { width: 1600, height: 900 },
  ...over,
});
const verdicts = (rules: ReturnType<typeof playgroundRules>) =>
  Object.fromEntries(rules.map((rule) => [rule.id, rule.passed]));

describe("playgroundRules", () => {
  it("passes a good photo in a category of any shape, and a 16:9 one as a cover", () => {
    expect(Object.values(verdicts(playgroundRules(facts(), "ADDITIONAL")))).toEqual(
      Array(6).fill(true),
    );
    expect(verdicts(playgroundRules(facts(), "COVER")).aspect).toBe(true);
  });

  it("names each broken rule with the limit the upload and the maps service apply", () => {
    const rules = playgroundRules(
      facts({
        fileName: "v1.2.webp",
        mimeType: "image/webp",
        byteSize: IMAGE_MIN_BYTES - 1,
        size: { width: MEDIA_LIMITS.photoMinPixels - 1, height: 400 },
      }),
      "LOGO",
    );
    expect(verdicts(rules)).toEqual({
      format: false,
      fileName: false,
      minBytes: false,
      maxBytes: true,
      minSide: false,
      aspect: false,
    });
    expect(rules.find((rule) => rule.id === "aspect")).toMatchObject({ ratio: "1:1" });
    expect(rules.find((rule) => rule.id === "maxBytes")).toMatchObject({ limit: IMAGE_MAX_BYTES });
  });

  it("leaves the shape rules unknown when the image could not be read", () => {
    const rules = verdicts(playgroundRules(facts({ size: null }), "COVER"));
    expect(rules.minSide).toBeNull();
    expect(rules.aspect).toBeNull();
  });
});
