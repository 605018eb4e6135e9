import { describe, expect, it } from "vitest";
import { homeRedirect, type HomeRedirectUser } from "@/lib/auth/home-redirect";

const base: HomeRedirectUser = {
  isLeads: false,
  leadStep: null,
  homeInfo: false,
  isMasterAccount: false,
  validateGoogleAccount: false,
};

describe("homeRedirect (spec §2 `/`)", () => {
  const table: [string, Partial<HomeRedirectUser>, string][] = [
    ["lead at info", { isLeads: true, leadStep: "info" }, "/register-user"],
    ["lead at locations", { isLeads: true, leadStep: "locations" }, "/register-user"],
    ["lead at insights", { isLeads: true, leadStep: "insights" }, "/insight-user"],
    ["lead done", { isLeads: true, leadStep: "user" }, "/apps/home"],
    ["lead without step", { isLeads: true, leadStep: null }, "/apps/home"],
    [
      "lead with home info still follows its step",
      { isLeads: true, leadStep: "info", homeInfo: true, validateGoogleAccount: true },
      "/register-user",
    ],
    [
      "home info, validated maps account",
      { homeInfo: true, validateGoogleAccount: true },
      "/sync-new-user",
    ],
    [
      "home info, maps account not validated",
      { homeInfo: true },
      "/no-permissions?error=NO_GOOGLE_LOCATIONS",
    ],
    ["home info but master", { homeInfo: true, isMasterAccount: true }, "/apps/home"],
    [
      "home info, master, validated",
      { homeInfo: true, isMasterAccount: true, validateGoogleAccount: true },
      "/apps/home",
    ],
    ["plain user", {}, "/apps/home"],
    ["validated without home info", { validateGoogleAccount: true }, "/apps/home"],
  ];
  for (const [name, user, target] of table) {
    it(name, () => expect(homeRedirect({ ...base, ...user })).toBe(target));
  }
});
