import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { countValues } from "@/lib/format/number";
import { canReadNotifications, canSeeNotificationsBell } from "@/lib/notifications/access";
import {
  NOTIFICATION_TYPES,
  notificationHref,
  notificationTarget,
} from "@/lib/notifications/types";

describe("notification texts (spec §8)", () => {
  for (const [locale, messages] of [
    ["en", en],
    ["es", es],
  ] as const) {
    const t = createTranslator({ locale, messages, namespace: "notifications" });
    it(`has a singular and a counted text for every type in ${locale}`, () => {
      for (const type of NOTIFICATION_TYPES) {
        const one = t(`types.${type}`, countValues(1, locale));
        const many = t(`types.${type}`, countValues(7, locale));
        expect(one).not.toMatch(/\d/);
        expect(many).toContain("7");
        expect(one).not.toBe(many);
        // Counts show in the product's digits: "8.320" in Spanish, not Intl's "8320".
        expect(t(`types.${type}`, countValues(8320, locale))).toContain(
          locale === "es" ? "8.320" : "8,320",
        );
      }
    });
  }

  it("says the spec's empty text", () => {
    expect(es.notifications.empty).toBe("No se encuentran notificaciones");
    expect(en.notifications.empty).toBe("No notifications found");
  });
});

describe("where a notification leads", () => {
  it("sends review types to reviews, media types to media and the rest to stores", () => {
    expect(notificationTarget("REVIEW_NEW")).toBe("/apps/reviews");
    expect(notificationTarget("REVIEW_RESPONSE_AUTOMATIC")).toBe("/apps/reviews");
    expect(notificationTarget("MEDIA_REJECTED_REPORTED")).toBe("/apps/media");
    expect(notificationTarget("LOCATION_DUPLICATE")).toBe("/apps/stores/health");
    expect(notificationTarget("LOCATION_SUSPENDED")).toBe("/apps/stores/health");
    expect(notificationTarget("ADDRESS_ERROR")).toBe("/apps/stores");
    expect(notificationTarget("MESSAGE_NEW")).toBe("/apps/direct-messages");
  });

  it("passes the related info URLs as repeated, encoded query parameters", () => {
    expect(notificationHref("REVIEW_NEW", [])).toBe("/apps/reviews");
    expect(notificationHref("REVIEW_NEW", ["accounts/1/locations/2/reviews/a b", "x&y"])).toBe(
      "/apps/reviews?infoUrl=accounts%2F1%2Flocations%2F2%2Freviews%2Fa+b&infoUrl=x%26y",
    );
  });
});

describe("who sees the bell (spec §2)", () => {
  it("needs ADMIN, REVIEWS or STORE and not being a lead", () => {
    expect(canSeeNotificationsBell({ isLeads: false, roles: ["STORE"] })).toBe(true);
    expect(canSeeNotificationsBell({ isLeads: true, roles: ["ADMIN"] })).toBe(false);
    expect(canSeeNotificationsBell({ isLeads: false, roles: ["NOTIFICATIONS"] })).toBe(false);
    expect(canReadNotifications(["NOTIFICATIONS"])).toBe(true);
    expect(canReadNotifications(["GMB"])).toBe(false);
  });
});
