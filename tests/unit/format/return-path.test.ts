import { describe, expect, it } from "vitest";
import { toSafeReturnPath } from "@/lib/format/return-path";

describe("toSafeReturnPath", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(toSafeReturnPath("/apps/stores")).toBe("/apps/stores");
    expect(toSafeReturnPath("/apps/stores/edit-hours?id=7#top")).toBe(
      "/apps/stores/edit-hours?id=7#top",
    );
  });

  it("normalises dot segments without leaving the site", () => {
    expect(toSafeReturnPath("/apps/../setting-admin")).toBe("/setting-admin");
  });

  it.each([
    ["absolute URL", "https://evil.example/phish"],
    ["protocol-relative URL", "//evil.example"],
    ["backslash trick", "/\\evil.example"],
    ["javascript scheme", "javascript:alert(1)"],
    ["relative path", "apps/home"],
    ["empty string", ""],
    ["control character", "/apps\n/home"],
    ["tab inside the host trick", "/\t/evil.example"],
    ["overlong value", `/${"a".repeat(600)}`],
  ])("refuses a %s", (_label, input) => {
    expect(toSafeReturnPath(input)).toBeNull();
  });

  it("refuses values that are not a single string (repeated query params arrive as arrays)", () => {
    expect(toSafeReturnPath(["/a", "/b"])).toBeNull();
    expect(toSafeReturnPath(undefined)).toBeNull();
    expect(toSafeReturnPath(42)).toBeNull();
  });
});
