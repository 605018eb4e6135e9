import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isRatingDrop, webhookUrlProblem } from "@/lib/alerts/rules";

describe("alert rules", () => {
  it("calls a drop only with enough reviews on both sides and at least half a star", () => {
    expect(isRatingDrop({ avg: 3.5, n: 3 }, { avg: 4, n: 3 })).toBe(true);
    expect(isRatingDrop({ avg: 3.6, n: 3 }, { avg: 4, n: 3 })).toBe(false);
    expect(isRatingDrop({ avg: 1, n: 2 }, { avg: 5, n: 10 })).toBe(false);
    expect(isRatingDrop({ avg: 1, n: 5 }, { avg: 5, n: 2 })).toBe(false);
  });

  it("takes https anywhere and http only to this machine outside production", () => {
    expect(webhookUrlProblem("https://hooks.slack.com/services/x", true)).toBeNull();
    expect(webhookUrlProblem("http://127.0.0.1:9000/hook", false)).toBeNull();
    expect(webhookUrlProblem("http://127.0.0.1:9000/hook", true)).toBe("HTTPS_REQUIRED");
    expect(webhookUrlProblem("http://example.com/hook", false)).toBe("HTTPS_REQUIRED");
    expect(webhookUrlProblem("ftp://example.com/hook", false)).toBe("URL_INVALID");
    expect(webhookUrlProblem("https://user:pw@example.com/", false)).toBe("URL_INVALID");
    expect(webhookUrlProblem("not a url", false)).toBe("URL_INVALID");
  });

  it("signs t.body with the secret, as the README tells receivers", async () => {
    const { signature } = await import("@/lib/alerts/webhook");
    const at = new Date("2026-01-02T03:04:05Z");
    const header = signature("whsec_test", '{"text":"hi"}', at);
    const t = Math.floor(at.getTime() / 1000);
    const v1 = createHmac("sha256", "whsec_test").update(`${t}.{"text":"hi"}`).digest("hex");
    expect(header).toBe(`t=${t},v1=${v1}`);
  });
});
