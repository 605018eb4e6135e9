import { describe, expect, it } from "vitest";
import { isLinkToken, linkHourMs, linkTokenHash, newLinkToken } from "@/lib/auth/link-token";

describe("share link tokens", () => {
  it("are 43 base64url characters kept only as their SHA-256", () => {
    const { token, hash } = newLinkToken();
    expect(isLinkToken(token)).toBe(true);
    expect(hash).toBe(linkTokenHash(token));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(newLinkToken().token).not.toBe(token);
  });

  it("refuse any other shape before a query", () => {
    for (const value of [null, undefined, "", "short", `${"a".repeat(42)}=`, "a".repeat(44)])
      expect(isLinkToken(value)).toBe(false);
  });

  it("expire after an hour, or the named variable's milliseconds", () => {
    expect(linkHourMs("GEOLOCATION_LINK_HOUR_MS", {})).toBe(3_600_000);
    expect(linkHourMs("GEOLOCATION_LINK_HOUR_MS", { GEOLOCATION_LINK_HOUR_MS: "50" })).toBe(50);
    expect(linkHourMs("GEOLOCATION_LINK_HOUR_MS", { GEOLOCATION_LINK_HOUR_MS: "-1" })).toBe(
      3_600_000,
    );
    expect(linkHourMs("MEDIA_LINK_HOUR_MS", { GEOLOCATION_LINK_HOUR_MS: "50" })).toBe(3_600_000);
  });
});
