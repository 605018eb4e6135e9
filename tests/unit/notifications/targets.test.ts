import { describe, expect, it } from "vitest";
import { isBuiltRoute } from "@/lib/auth/permissions";
import {
  NOTIFICATION_TYPES,
  notificationHref,
  notificationOpensPage,
  notificationTarget,
} from "@/lib/notifications/types";

// Every notification opened a 404 while its module had no page ("First use", point 8).
describe("where a notification leads", () => {
  it("goes to its module only when the module's page exists", () => {
    for (const type of NOTIFICATION_TYPES)
      expect(notificationOpensPage(type), type).toBe(isBuiltRoute(notificationTarget(type)));
  });

  it("sends reviews, media and store types to their modules with the related info URLs", () => {
    expect(notificationTarget("REVIEW_NEW")).toBe("/apps/reviews");
    expect(notificationTarget("MEDIA_APPROVED_REPORTED")).toBe("/apps/media");
    expect(notificationTarget("ADDRESS_ERROR")).toBe("/apps/stores");
    expect(notificationHref("REVIEW_NEW", ["a/1", "a/2"])).toBe(
      "/apps/reviews?infoUrl=a%2F1&infoUrl=a%2F2",
    );
  });
});
