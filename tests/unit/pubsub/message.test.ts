import { describe, expect, it } from "vitest";
import { parseNotificationData, pushEnvelopeSchema } from "@/lib/pubsub/message";

const encode = (value: unknown) =>
  Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64");

describe("maps notification data", () => {
  it("reads a review notification with the account in the location's name", () => {
    expect(
      parseNotificationData(
        encode({
          type: "NEW_REVIEW",
          location: "accounts/1001/locations/1001000001",
          review: "accounts/1001/locations/1001000001/reviews/abc_-1",
        }),
      ),
    ).toEqual({
      type: "NEW_REVIEW",
      location: "accounts/1001/locations/1001000001",
      review: "accounts/1001/locations/1001000001/reviews/abc_-1",
      googleId: "locations/1001000001",
      account: "accounts/1001",
    });
  });

  it("reads a location notification named without its account", () => {
    expect(
      parseNotificationData(encode({ type: "GOOGLE_UPDATE", location: "locations/42" })),
    ).toMatchObject({ googleId: "locations/42", account: null });
  });

  it("refuses anything else", () => {
    for (const data of [
      encode("not json"),
      encode({ type: "SOMETHING", location: "locations/42" }),
      encode({ type: "NEW_REVIEW", location: "locations/42/../../x" }),
      encode({ type: "NEW_REVIEW", location: "locations/42", review: "reviews/1" }),
      encode({ type: "NEW_REVIEW" }),
      encode([]),
    ])
      expect(parseNotificationData(data)).toBeNull();
  });

  it("takes a push envelope with a message id and data only", () => {
    const message = {
      data: encode({}),
      messageId: "123456789",
      publishTime: "2026-01-01T00:00:00Z",
    };
    expect(
      pushEnvelopeSchema.safeParse({ message, subscription: "projects/p/subscriptions/s" }).success,
    ).toBe(true);
    expect(
      pushEnvelopeSchema.safeParse({ message: { ...message, messageId: "a b" }, subscription: "s" })
        .success,
    ).toBe(false);
    expect(
      pushEnvelopeSchema.safeParse({ message: { messageId: "1" }, subscription: "s" }).success,
    ).toBe(false);
  });
});
