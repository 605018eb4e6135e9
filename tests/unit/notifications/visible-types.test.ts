import { describe, expect, it } from "vitest";
import { visibleNotificationTypes } from "@/lib/notifications/access";
import { NOTIFICATION_TYPES } from "@/lib/notifications/types";

// A REVIEWS-only user's bell used to count store edits and duplicates they cannot open.
describe("visibleNotificationTypes", () => {
  it("shows every type to the notifications section's roles", () => {
    expect(visibleNotificationTypes(["ADMIN"])).toEqual([...NOTIFICATION_TYPES]);
    expect(visibleNotificationTypes(["NOTIFICATIONS"])).toEqual([...NOTIFICATION_TYPES]);
  });

  it("shows a module role only the types of the module it may open", () => {
    const reviews = visibleNotificationTypes(["REVIEWS"]);
    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.every((type) => type.startsWith("REVIEW_"))).toBe(true);
    const store = visibleNotificationTypes(["STORE"]);
    expect(store).toContain("LOCATION_DUPLICATE");
    expect(store.some((type) => type.startsWith("REVIEW_") || type.startsWith("MEDIA_"))).toBe(
      false,
    );
    expect(visibleNotificationTypes(["STORE", "REVIEWS"])).toEqual(
      expect.arrayContaining([...reviews, ...store]),
    );
  });

  it("shows nothing to a user without such roles", () => {
    expect(visibleNotificationTypes([])).toEqual([]);
    expect(visibleNotificationTypes(["RANKING"])).toEqual([]);
  });
});
