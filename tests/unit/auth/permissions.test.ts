import { describe, expect, it } from "vitest";
import {
  decideRoute,
  followReturnTo,
  hasAccess,
  matchRoute,
  resolveNavTarget,
  ROUTES,
  SECTIONS,
  type RouteDecision,
} from "@/lib/auth/permissions";
import type { SessionClaims } from "@/lib/auth/types";
import {
  SPEC_HIDE_ALL,
  SPEC_HIDE_TOOLBAR_NAVBAR,
  SPEC_ROLES,
  SPEC_ROUTES,
  SPEC_SECTION_ROLES,
  type SpecRoute,
} from "./spec-tables";

function claims(roles: string[], extra: Partial<SessionClaims> = {}): SessionClaims {
  return {
    userId: "u1",
    tenantId: "t1",
    email: "a@b.example",
    kind: "storeplus",
    roles,
    isLeads: false,
    leadStep: null,
    sessionVersion: 1,
    ...extra,
  };
}

/** The spec's rules applied by hand to one spec route (the expectation every decision is checked against). */
function expected(route: SpecRoute, user: SessionClaims | null): RouteDecision {
  if (route.kind === "public") return { type: "next" };
  if (route.kind === "forward") return { type: "redirect", to: "/" };
  if (!user)
    return route.path === "/"
      ? { type: "redirect", to: "/login" }
      : { type: "redirect", to: "/login", returnTo: route.path };
  const isTrial = user.isLeads || user.roles.includes("TRIAL");
  const roles = isTrial && !user.roles.includes("TRIAL") ? [...user.roles, "TRIAL"] : user.roles;
  const required = route.kind === "open" ? null : SPEC_SECTION_ROLES[route.kind];
  const allowed =
    required === null ||
    (required.length === 0 ? roles.length === 0 : required.some((r) => roles.includes(r)));
  if (allowed) return { type: "next" };
  if (isTrial) return { type: "redirect", to: route.trial! };
  // Spec §2 sends a blocked user to the 404 page with the attempted path, whatever their roles.
  return { type: "redirect", to: `/pages/errors/error-404?from=${encodeURIComponent(route.path)}` };
}

const USERS: [string, SessionClaims | null][] = [
  ["no session", null],
  ["no roles", claims([])],
  ...SPEC_ROLES.map((role): [string, SessionClaims] => [role, claims([role])]),
  ["STORE+REVIEWS", claims(["STORE", "REVIEWS"])],
  ["ADS+MEDIA+FAQ", claims(["ADS", "MEDIA", "FAQ"])],
  ["GUEST+WS_ADMIN", claims(["GUEST", "WS_ADMIN"])],
  ["lead without role rows", claims([], { kind: "lead", isLeads: true, leadStep: "user" })],
  ["lead with TRIAL", claims(["TRIAL"], { kind: "lead", isLeads: true, leadStep: "user" })],
  ["TRIAL+STORE", claims(["TRIAL", "STORE"])],
];

describe("route table", () => {
  it("knows every route of spec §2", () => {
    for (const route of SPEC_ROUTES) expect(matchRoute(route.path), route.path).not.toBeNull();
  });

  it("has no route the spec does not list", () => {
    for (const route of ROUTES) {
      const probe = route.pattern.replace(/:[^/]+/g, "x1").replace(/\*$/, "layouts");
      expect(
        SPEC_ROUTES.some((spec) => spec.path === probe || matchRoute(spec.path)?.route === route),
        route.pattern,
      ).toBe(true);
    }
  });

  it("maps :id routes and prefers literal sub-routes", () => {
    expect(matchRoute("/apps/rankingJobs/abc-123")?.params).toEqual({ id: "abc-123" });
    expect(matchRoute("/apps/rankingJobs/new-ranking")?.route.pattern).toBe(
      "/apps/rankingJobs/new-ranking",
    );
    expect(matchRoute("/apps/serps/9/")?.params).toEqual({ id: "9" });
  });

  it("answers null for unknown paths", () => {
    for (const path of [
      "/nope",
      "/apps",
      "/apps/unknown",
      "/apps/stores/edit-hours/extra",
      "/apps/rankingJobs/1/2",
      "/ui",
    ]) {
      expect(matchRoute(path), path).toBeNull();
    }
  });

  it("hides the shell where spec §2 says", () => {
    for (const path of SPEC_HIDE_ALL)
      expect(matchRoute(path)?.route.hide, path).toEqual({
        navbar: true,
        toolbar: true,
        footer: true,
      });
    for (const path of SPEC_HIDE_TOOLBAR_NAVBAR) {
      const hide = matchRoute(path)?.route.hide;
      expect(hide?.navbar && hide?.toolbar, path).toBe(true);
    }
    expect(matchRoute("/apps/stores")?.route.hide).toEqual({
      navbar: false,
      toolbar: false,
      footer: false,
    });
  });

  it("holds spec §6's roles for every section", () => {
    const flat = Object.fromEntries(
      Object.entries(SECTIONS).map(([key, roles]) => [
        key.replace("marketing_data.", ""),
        [...roles].sort(),
      ]),
    );
    const spec = Object.fromEntries(
      Object.entries(SPEC_SECTION_ROLES).map(([key, roles]) => [key, [...roles].sort()]),
    );
    expect(flat).toEqual(spec);
  });
});

describe("hasAccess (spec §6 literally)", () => {
  it("passes an empty requirement only for users without roles", () => {
    expect(hasAccess([], [])).toBe(true);
    expect(hasAccess(["ADMIN"], [])).toBe(false);
  });
  it("passes when any required role matches", () => {
    expect(hasAccess(["REVIEWS", "X"], ["ADMIN", "REVIEWS"])).toBe(true);
    expect(hasAccess(["STORE"], ["ADMIN", "REVIEWS"])).toBe(false);
    expect(hasAccess([], ["ADMIN"])).toBe(false);
  });
});

describe("decideRoute against the spec, for every route and every role", () => {
  for (const [name, user] of USERS) {
    it(name, () => {
      for (const route of SPEC_ROUTES) {
        expect(decideRoute(route.path, user), `${name} → ${route.path}`).toEqual(
          expected(route, user),
        );
      }
    });
  }
});

describe("decideRoute details", () => {
  const reviewer = claims(["REVIEWS"]);

  it("sends unknown paths to the 404 page, signed in or not", () => {
    expect(decideRoute("/apps/whatever", null)).toEqual({
      type: "redirect",
      to: "/pages/errors/error-404",
    });
    expect(decideRoute("/apps/whatever", reviewer)).toEqual({
      type: "redirect",
      to: "/pages/errors/error-404",
    });
  });

  it("keeps the attempted path and query on the 404 redirect of a role-less user", () => {
    expect(decideRoute("/apps/stores/edit-hours", claims([]), { search: "?id=5" })).toEqual({
      type: "redirect",
      to: `/pages/errors/error-404?from=${encodeURIComponent("/apps/stores/edit-hours?id=5")}`,
    });
  });

  it("sends a blocked user with roles to the 404 page with the attempted path", () => {
    expect(decideRoute("/apps/stores", reviewer, { search: "?page=2" })).toEqual({
      type: "redirect",
      to: `/pages/errors/error-404?from=${encodeURIComponent("/apps/stores?page=2")}`,
    });
  });

  it("remembers the attempted address of a signed-out visitor, and follows only safe ones", () => {
    expect(decideRoute("/apps/reviews", null, { search: "?page=2" })).toEqual({
      type: "redirect",
      to: "/login",
      returnTo: "/apps/reviews?page=2",
    });
    expect(followReturnTo("/apps/reviews?page=2", reviewer)).toBe("/apps/reviews?page=2");
    for (const returnTo of [
      "//evil.example/x",
      "https://evil.example",
      "/\\evil",
      "/apps/media",
      "/apps/nope",
      "/",
      "/login",
    ]) {
      expect(followReturnTo(returnTo, reviewer), returnTo).toBeNull();
    }
  });

  it("lets API routes, Next internals and files through untouched", () => {
    for (const path of [
      "/api/graphql",
      "/api/auth/session",
      "/api/maps-sim/oauth/authorize",
      "/_next/data/x.json",
      "/logo.svg",
      "/robots.txt",
    ]) {
      expect(decideRoute(path, null), path).toEqual({ type: "next" });
    }
  });

  it("sends a trial user's module sub-routes to the matching no-access page", () => {
    const lead = claims(["TRIAL"], { isLeads: true, kind: "lead" });
    expect(decideRoute("/apps/stores/edit-hours", lead)).toEqual({
      type: "redirect",
      to: "/apps/no-access-to-stores",
    });
    expect(decideRoute("/apps/new-pmax-job", lead)).toEqual({
      type: "redirect",
      to: "/apps/no-access-to-ads",
    });
    expect(decideRoute("/apps/reviews", lead)).toEqual({ type: "redirect", to: "/apps/no-access" });
    expect(decideRoute("/apps/home", lead)).toEqual({ type: "next" });
  });
});

describe("resolveNavTarget", () => {
  it("shows allowed items, swaps trial variants, hides the rest", () => {
    expect(resolveNavTarget("/apps/reviews", claims(["REVIEWS"]))).toBe("/apps/reviews");
    expect(resolveNavTarget("/apps/stores", claims(["REVIEWS"]))).toBeNull();
    expect(resolveNavTarget("/apps/stores", claims(["TRIAL"], { isLeads: true }))).toBe(
      "/apps/no-access-to-stores",
    );
    expect(resolveNavTarget("/apps/home", claims(["ADMIN"]))).toBe("/apps/home");
    expect(resolveNavTarget("/apps/nope", claims(["ADMIN"]))).toBeNull();
  });
});
