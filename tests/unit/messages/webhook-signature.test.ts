import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signWebhookBody, webhookSignatureValid } from "@/lib/maps/business-messages";

describe("Business Messages' webhook signature", () => {
  const body = JSON.stringify({ message: { text: "hola" } });

  it("is the base64 HMAC-SHA512 of the raw body keyed by the client token", () => {
    const expected = createHmac("sha512", "token").update(body).digest("base64");
    expect(signWebhookBody(body, "token")).toBe(expected);
    expect(webhookSignatureValid(body, expected, "token")).toBe(true);
  });

  it("refuses another token, another body, or no signature", () => {
    const signature = signWebhookBody(body, "token");
    expect(webhookSignatureValid(body, signature, "other")).toBe(false);
    expect(webhookSignatureValid(`${body} `, signature, "token")).toBe(false);
    expect(webhookSignatureValid(body, null, "token")).toBe(false);
    expect(webhookSignatureValid(body, "short", "token")).toBe(false);
  });
});
