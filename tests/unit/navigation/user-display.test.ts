import { describe, expect, it } from "vitest";
import { hasActiveDescendant, isNavItemActive } from "@/lib/navigation/active";
import {
  NAVBAR_EMAIL_MAX_LENGTH,
  showsNotificationsBell,
  splitEmail,
} from "@/lib/navigation/user-display";

describe("splitEmail", () => {
  it("keeps an email of up to 30 characters on one line", () => {
    const email = "a".repeat(NAVBAR_EMAIL_MAX_LENGTH - "@x.io".length) + "@x.io";
    expect(email).toHaveLength(30);
    expect(splitEmail(email)).toEqual([email]);
  });

  it("splits a longer email after the at-sign", () => {
    expect(splitEmail("very.long.name.of.someone@subsidiary.example.com")).toEqual([
      "very.long.name.of.someone@",
      "subsidiary.example.com",
    ]);
  });

  it("leaves a long text without an at-sign whole", () => {
    const text = "x".repeat(40);
    expect(splitEmail(text)).toEqual([text]);
  });
});

describe("showsNotificationsBell", () => {
  it.each([
    [["ADMIN"], false, true],
    [["REVIEWS"], false, true],
    [["STORE"], false, true],
    [["MEDIA", "FAQ"], false, false],
    [[], false, false],
    [["ADMIN"], true, false],
  ])("roles %j, lead %s → %s", (roles, isLeads, expected) => {
    expect(showsNotificationsBell({ roles, isLeads })).toBe(expected);
  });
});

describe("active item", () => {
  const collapse = {
    type: "collapse",
    children: [
      { type: "item", url: "/apps/pmax", exact: true },
      { type: "item", url: "/apps/ads" },
    ],
  };

  it("matches the current path, and sub-paths unless exact", () => {
    expect(isNavItemActive({ url: "/apps/stores" }, "/apps/stores/edit-hours")).toBe(true);
    expect(isNavItemActive({ url: "/apps/stores" }, "/apps/storesX")).toBe(false);
    expect(isNavItemActive({ url: "/apps/pmax", exact: true }, "/apps/pmax/")).toBe(true);
    expect(isNavItemActive({ url: "/apps/pmax", exact: true }, "/apps/pmax/1")).toBe(false);
  });

  it("opens a collapse when a child matches", () => {
    expect(hasActiveDescendant(collapse, "/apps/ads")).toBe(true);
    expect(hasActiveDescendant(collapse, "/apps/reviews")).toBe(false);
  });
});
