import { describe, expect, it } from "vitest";
import { decideRoute, isBuiltRoute } from "@/lib/auth/permissions";
import { navigationFor } from "@/lib/navigation/filter";
import { COMING_SOON_BADGE } from "@/lib/navigation/items";
import type { ResolvedNavItem } from "@/lib/navigation/types";
import { claims, TRIAL_LEAD } from "./claims";

/** Every leaf (item/link) as "id → url", with a lock mark for trial variants. */
function leaves(items: ResolvedNavItem[]): string[] {
  return items.flatMap((item) =>
    item.children
      ? leaves(item.children)
      : item.type === "item" || item.type === "link"
        ? [`${item.id} → ${item.url}${item.locked ? " (locked)" : ""}`]
        : [],
  );
}

describe("navigationFor", () => {
  it("shows an ADMIN every menu entry of spec §2, none locked", () => {
    expect(leaves(navigationFor(claims(["ADMIN"])))).toEqual([
      "home → /apps/home",
      "stores → /apps/stores",
      "extract-jobs → /apps/marketingdata",
      "source-data → /apps/marketingdata/sourcedata",
      "connectors → /apps/marketingdata/connector",
      "posts → /apps/post",
      "notifications → /apps/notifications",
      "ranking-jobs → /apps/rankingJobs",
      "serps → /apps/serps",
      "search-ads → /apps/ads",
      "pmax → /apps/pmax",
      "pmax-campaigns → /apps/pmax-campaigns",
      "files → /apps/files",
      "reviews → /apps/reviews",
      "media → /apps/media",
      "reports → /apps/dataStudio-reports",
      "direct-messages → /apps/direct-messages",
      "faq → /apps/faq",
      "jobs → /apps/jobs",
      "settings → /apps/setting",
      "settings-admin → /apps/setting-admin",
    ]);
  });

  it("shows a REVIEWS-only user home, reviews, the jobs of reviews and their settings, nothing else", () => {
    expect(leaves(navigationFor(claims(["REVIEWS"])))).toEqual([
      "home → /apps/home",
      "reviews → /apps/reviews",
      "jobs → /apps/jobs",
      "settings → /apps/setting",
    ]);
  });

  // Jobs had no menu entry at all; it shows to the roles that see some kind of job only.
  it("leaves jobs out for a user whose roles see no kind of job", () => {
    const ids = leaves(navigationFor(claims(["CONNECTORS"])));
    expect(ids).not.toContain("jobs → /apps/jobs");
    expect(leaves(navigationFor(claims(["STORE"])))).toContain("jobs → /apps/jobs");
  });

  it("shows a trial lead the lock variants of stores, ads, media and reports and hides other locked modules", () => {
    const nav = navigationFor(TRIAL_LEAD);
    expect(leaves(nav)).toEqual([
      "home → /apps/home",
      "stores → /apps/no-access-to-stores (locked)",
      "ads → /apps/no-access-to-ads (locked)",
      "media → /apps/no-access-to-media (locked)",
      "reports → /apps/no-access-to-reports (locked)",
      "settings → /apps/setting",
    ]);
    // The ads collapse becomes a single locked entry instead of three identical ones.
    const ads = nav.flatMap((g) => g.children ?? []).find((item) => item.id === "ads");
    expect(ads).toMatchObject({ type: "item", locked: true, badge: { title: "trial" } });
  });

  it("gives a CONNECTORS-only user just the connectors inside marketing data", () => {
    const nav = navigationFor(claims(["CONNECTORS"]));
    const marketing = nav
      .flatMap((g) => g.children ?? [])
      .find((item) => item.id === "marketing-data");
    expect(marketing?.children?.map((c) => c.id)).toEqual(["connectors"]);
  });

  it("offers only destinations the route table lets the user open", () => {
    for (const user of [
      claims(["ADMIN"]),
      claims(["REVIEWS"]),
      claims(["STORE", "MEDIA"]),
      TRIAL_LEAD,
    ]) {
      for (const entry of leaves(navigationFor(user))) {
        const url = entry.split(" → ")[1].replace(" (locked)", "");
        expect(decideRoute(url, user), `${entry} for ${user.roles.join(",")}`).toEqual({
          type: "next",
        });
      }
    }
  });

  // Entries of modules without pages were live links whose prefetch logged 404s ("First use", 8).
  it("marks every entry whose page does not exist yet as coming soon, and only those", () => {
    for (const user of [claims(["ADMIN"]), claims(["REVIEWS"]), TRIAL_LEAD]) {
      const items = navigationFor(user).flatMap(function flat(item): ResolvedNavItem[] {
        return item.children ? item.children.flatMap(flat) : [item];
      });
      for (const item of items.filter((i) => i.url)) {
        const soon = !isBuiltRoute(item.url!);
        expect(Boolean(item.comingSoon), `${item.id} → ${item.url}`).toBe(soon);
        if (soon) expect(item.badge).toEqual(COMING_SOON_BADGE);
      }
    }
    // A trial lead's lock variants lead to the no-access pages, which exist.
    expect(leaves(navigationFor(TRIAL_LEAD)).filter((l) => l.includes("locked"))).not.toHaveLength(
      0,
    );
    for (const item of navigationFor(TRIAL_LEAD).flatMap((g) => g.children ?? []))
      if (item.locked) expect(item.comingSoon).toBeUndefined();
  });

  it("drops empty groups and the divider between them", () => {
    const nav = navigationFor(claims(["REVIEWS"]), [
      { id: "g1", type: "group", children: [{ id: "a", type: "item", url: "/apps/ads" }] },
      { id: "d", type: "divider" },
      { id: "g2", type: "group", children: [{ id: "r", type: "item", url: "/apps/reviews" }] },
      { id: "d2", type: "divider" },
    ]);
    expect(nav.map((item) => item.id)).toEqual(["g2"]);
  });

  it("keeps external links unless an explicit role list excludes the user", () => {
    const nav = navigationFor(claims(["REVIEWS"]), [
      { id: "docs", type: "link", url: "https://docs.example" },
      { id: "admin-docs", type: "link", url: "https://admin.example", auth: ["ADMIN"] },
    ]);
    expect(nav.map((item) => item.id)).toEqual(["docs"]);
  });
});
