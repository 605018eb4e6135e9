import { describe, expect, it } from "vitest";
import { fillTemplate, firstNameOf, MAX_REPLY_LENGTH } from "@/lib/messages/rules";
import { replyFormSchema, sendMessageSchema } from "@/lib/messages/schema";

describe("direct messages' rules", () => {
  it("fills a quick reply's placeholders and leaves other braces alone", () => {
    expect(
      fillTemplate("Hi {firstName}, {storeName} opens at 9 {soon}", {
        firstName: "María",
        storeName: " Acme Palermo ",
      }),
    ).toBe("Hi María, Acme Palermo opens at 9 {soon}");
    expect(firstNameOf("  María G. ")).toBe("María");
  });

  it("takes a reply of Business Messages' length and no longer, trimmed", () => {
    expect(replyFormSchema.safeParse({ text: "x".repeat(MAX_REPLY_LENGTH) }).success).toBe(true);
    const long = replyFormSchema.safeParse({ text: "x".repeat(MAX_REPLY_LENGTH + 1) });
    expect(long.success ? null : long.error.issues[0]!.message).toBe("tooLong");
    const blank = sendMessageSchema.safeParse({
      conversationId: "00000000-0000-4000-8000-000000000000",
      text: "   ",
    });
    expect(blank.success ? null : blank.error.issues[0]!.message).toBe("required");
  });
});
