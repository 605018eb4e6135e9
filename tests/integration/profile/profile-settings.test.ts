// The profile and theme operations of the shell: each user reads and changes only their own row,
// input is validated on the server (the same schemas as the forms), and admin-only lists stay
// inside the caller's tenant.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { profileDetails, users } from "@/lib/db/schema";
import { createGraphQLServer, type GraphQLServer } from "@/lib/graphql/yoga";
import { PROFILE_LIMITS } from "@/lib/profile/schema";
import { DEFAULT_THEME_SETTINGS, defaultLayout } from "@/lib/theme/defaults";
import {
  callGraphQL,
  openTestDatabase,
  seedTwoTenantFixture,
  tokenFor,
  type Fixture,
} from "@/tests/integration/helpers/graphql-fixtures";
import { ProfileTenantClients, SettingProfile, UpdateProfile } from "@/lib/profile/operations";

const UPDATE_PROFILE = UpdateProfile;
const PROFILE = SettingProfile;
// The shell sends only the direction and scrollbars back; this test reads every saved part.
const UPDATE_THEME = /* GraphQL */ `
  mutation ($input: ThemeSettingsInput!) {
    updateThemeSettings(input: $input) {
      layout {
        style
        config
      }
      theme {
        main
        navbar
        toolbar
        footer
      }
      direction
      customScrollbars
    }
  }
`;
const THEME = /* GraphQL */ `
  query {
    themeSettings {
      layout {
        style
        config
      }
      theme {
        main
        navbar
      }
      direction
    }
  }
`;

let close: (() => Promise<void>) | undefined;
let db: Db;
let yoga: GraphQLServer;
let fx: Fixture;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const handle = await openTestDatabase();
  close = handle.close;
  db = handle.db;
  fx = await seedTwoTenantFixture(db);
  for (const [key, id] of Object.entries(fx.users)) tokens[key] = await tokenFor(db, id);
  yoga = createGraphQLServer({ getDb: async () => db });
});

afterAll(async () => close?.());

const codes = (body: { errors?: { extensions?: { code?: string } }[] }) =>
  (body.errors ?? []).map((e) => e.extensions?.code);

const VALID = {
  firstName: "María José",
  lastName: "Muñoz",
  phone: "+54 9 11 5555 0100",
  position: "Marketing lead",
  business: "Acme Stores",
  picture: "https://images.example/maria.png",
  language: "en",
};

async function userRow(id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

describe("updateProfile", () => {
  it("saves the caller's own profile, phone normalised to E.164", async () => {
    const { body } = await callGraphQL(yoga, UPDATE_PROFILE, {
      token: tokens.reviewsA,
      variables: { input: VALID },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.updateProfile).toMatchObject({
      _id: fx.users.reviewsA,
      firstName: "María José",
      phone: "+5491155550100",
      language: "en",
    });
    const read = await callGraphQL(yoga, PROFILE, { token: tokens.reviewsA });
    expect(read.body.data.profile).toMatchObject({
      _id: fx.users.reviewsA,
      phone: "+5491155550100",
    });
  });

  it("refuses invalid input with BAD_USER_INPUT and changes nothing", async () => {
    const before = await userRow(fx.users.storeA);
    const cases = [
      { ...VALID, firstName: "A" },
      { ...VALID, lastName: "Muñoz!" },
      { ...VALID, firstName: "R2-D2" },
      // Refused by onboarding, so refused here too.
      { ...VALID, business: "Nora & Co" },
      { ...VALID, business: "A" },
      { ...VALID, phone: "12" },
      { ...VALID, picture: "javascript:alert(1)" },
      { ...VALID, language: "fr" },
      { ...VALID, business: "x".repeat(21) },
    ];
    for (const input of cases) {
      const { status, body } = await callGraphQL(yoga, UPDATE_PROFILE, {
        token: tokens.storeA,
        variables: { input },
      });
      expect(status).toBe(200);
      expect(codes(body), JSON.stringify(input)).toEqual(["BAD_USER_INPUT"]);
    }
    expect(await userRow(fx.users.storeA)).toEqual(before);
  });

  // The settings used to refuse "Li" and "O'Brien" and to take any company name onboarding refused.
  it("takes the names onboarding takes: Li, Jean-Pierre, O'Brien, Acme S.A., Nora's Bakery", async () => {
    for (const names of [
      { firstName: "Li", lastName: "O'Brien", business: "Acme S.A." },
      { firstName: "Jean-Pierre", lastName: "O’Brien", business: "Nora's Bakery" },
    ]) {
      const { body } = await callGraphQL(yoga, UPDATE_PROFILE, {
        token: tokens.reviewsA,
        variables: { input: { ...VALID, ...names } },
      });
      expect(body.errors).toBeUndefined();
      expect(body.data.updateProfile).toMatchObject(names);
      expect(await userRow(fx.users.reviewsA)).toMatchObject(names);
    }
  });

  it("names the field and the rule it broke", async () => {
    const { body } = await callGraphQL(yoga, UPDATE_PROFILE, {
      token: tokens.reviewsA,
      variables: { input: { ...VALID, business: "Nora & Co", firstName: "L" } },
    });
    expect(body.errors?.[0]?.extensions?.issues).toEqual(
      expect.arrayContaining([
        { path: "business", message: "ALPHANUMERIC_ERROR" },
        { path: "firstName", message: "LENGTH_ERROR" },
      ]),
    );
  });

  // A position past its limit answered "Too long" without saying how long it may be.
  it("refuses a position or picture address past its limit on its field, neither cut nor saved", async () => {
    const before = await userRow(fx.users.storeA);
    const { body } = await callGraphQL(yoga, UPDATE_PROFILE, {
      token: tokens.storeA,
      variables: {
        input: {
          ...VALID,
          position: "p".repeat(PROFILE_LIMITS.position + 1),
          picture: `https://example.com/${"a".repeat(PROFILE_LIMITS.pictureUrl)}`,
        },
      },
    });
    expect(body.errors?.[0]?.extensions?.issues).toEqual([
      { path: "position", message: "tooLong" },
      { path: "picture", message: "tooLong" },
    ]);
    expect(await userRow(fx.users.storeA)).toEqual(before);
  });

  it("has no way to name another user: an extra userId field is rejected by the schema", async () => {
    const before = await userRow(fx.users.adminB);
    const { body } = await callGraphQL(yoga, UPDATE_PROFILE, {
      token: tokens.adminA,
      variables: { input: { ...VALID, userId: fx.users.adminB, _id: fx.users.adminB } },
    });
    expect(body.errors?.length).toBeGreaterThan(0);
    expect(await userRow(fx.users.adminB)).toEqual(before);
  });

  it("changes only the caller's row across two tenants", async () => {
    const beforeB = await userRow(fx.users.adminB);
    const { body } = await callGraphQL(yoga, UPDATE_PROFILE, {
      token: tokens.adminA,
      variables: { input: { ...VALID, firstName: "Alpha" } },
    });
    expect(body.data.updateProfile._id).toBe(fx.users.adminA);
    expect((await userRow(fx.users.adminA)).firstName).toBe("Alpha");
    expect(await userRow(fx.users.adminB)).toEqual(beforeB);
  });

  it("needs a session", async () => {
    const { body } = await callGraphQL(yoga, UPDATE_PROFILE, { variables: { input: VALID } });
    expect(codes(body)).toEqual(["UNAUTHENTICATED"]);
  });
});

describe("theme settings", () => {
  const dark = {
    ...DEFAULT_THEME_SETTINGS,
    layout: defaultLayout("horizontal"),
    theme: { main: "dark", navbar: "dark", toolbar: "main", footer: "light" },
    direction: "rtl",
  };

  it("starts from the defaults and saves the caller's settings on their profile", async () => {
    const first = await callGraphQL(yoga, THEME, { token: tokens.storeA });
    expect(first.body.data.themeSettings.layout.style).toBe("vertical");
    const saved = await callGraphQL(yoga, UPDATE_THEME, {
      token: tokens.storeA,
      variables: { input: dark },
    });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data.updateThemeSettings).toEqual(dark);
    // A fresh token (another browser) reads the same settings back.
    const fresh = await tokenFor(db, fx.users.storeA);
    const again = await callGraphQL(yoga, THEME, { token: fresh });
    expect(again.body.data.themeSettings).toMatchObject({
      layout: { style: "horizontal" },
      theme: { main: "dark" },
      direction: "rtl",
    });
    expect((await userRow(fx.users.storeA)).themeSettings).toEqual(dark);
    // Nobody else's settings moved.
    expect((await userRow(fx.users.adminB)).themeSettings).toBeNull();
    expect((await userRow(fx.users.adminA)).themeSettings).toBeNull();
  });

  it("rejects invalid settings with BAD_USER_INPUT and keeps the saved ones", async () => {
    const before = (await userRow(fx.users.storeA)).themeSettings;
    const cases = [
      { ...dark, theme: { ...dark.theme, main: "neon" } },
      { ...dark, direction: "up" },
      { ...dark, layout: { style: "horizontal", config: defaultLayout("vertical").config } },
      { ...dark, layout: { style: "grid", config: {} } },
    ];
    for (const input of cases) {
      const { body } = await callGraphQL(yoga, UPDATE_THEME, {
        token: tokens.storeA,
        variables: { input },
      });
      expect(codes(body), JSON.stringify(input)).toEqual(["BAD_USER_INPUT"]);
    }
    expect((await userRow(fx.users.storeA)).themeSettings).toEqual(before);
  });
});

describe("profile details and client lists", () => {
  const KEYWORDS = /* GraphQL */ `
    mutation ($k: [String!]!) {
      updateProfileKeywords(keywords: $k) {
        keywords
        vertical
      }
    }
  `;
  const VERTICAL = /* GraphQL */ `
    mutation ($v: String) {
      updateProfileVertical(vertical: $v) {
        keywords
        vertical
      }
    }
  `;

  it("stores keywords and vertical per user and validates them", async () => {
    const ok = await callGraphQL(yoga, KEYWORDS, {
      token: tokens.adminA,
      variables: { k: ["pizza", "café"] },
    });
    expect(ok.body.data.updateProfileKeywords).toEqual({
      keywords: ["pizza", "café"],
      vertical: null,
    });
    const vertical = await callGraphQL(yoga, VERTICAL, {
      token: tokens.adminA,
      variables: { v: "restaurants" },
    });
    expect(vertical.body.data.updateProfileVertical).toEqual({
      keywords: ["pizza", "café"],
      vertical: "restaurants",
    });
    for (const k of [["ab"], ["Pizza", "pizza"], ["12345"]]) {
      const { body } = await callGraphQL(yoga, KEYWORDS, {
        token: tokens.adminA,
        variables: { k },
      });
      expect(codes(body)).toEqual(["BAD_USER_INPUT"]);
    }
    const badVertical = await callGraphQL(yoga, VERTICAL, {
      token: tokens.adminA,
      variables: { v: "casino" },
    });
    expect(codes(badVertical.body)).toEqual(["BAD_USER_INPUT"]);
    const rows = await db.select().from(profileDetails);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: fx.users.adminA, tenantId: fx.tenantA });
    // Another tenant's admin sees their own (empty) details.
    const other = await callGraphQL(yoga, `query { profileDetails { keywords vertical } }`, {
      token: tokens.adminB,
    });
    expect(other.body.data.profileDetails).toEqual({ keywords: [], vertical: null });
  });

  it("lists the tenant's users to its admins only, never another tenant's", async () => {
    const query = ProfileTenantClients;
    const a = await callGraphQL(yoga, query, { token: tokens.adminA });
    const emails = a.body.data.tenantClients.map((c: { email: string }) => c.email);
    expect(emails).toEqual([
      "admina@alpha.test",
      "leada@alpha.test",
      "reviewsa@alpha.test",
      "storea@alpha.test",
    ]);
    expect(emails.some((e: string) => e.endsWith("bravo.test"))).toBe(false);
    const b = await callGraphQL(yoga, query, { token: tokens.adminB });
    expect(b.body.data.tenantClients.map((c: { email: string }) => c.email)).toEqual([
      "adminb@bravo.test",
    ]);
    const reviews = await callGraphQL(yoga, query, { token: tokens.reviewsA });
    expect(codes(reviews.body)).toEqual(["FORBIDDEN"]);
  });

  it("lists the tenant's maps accounts with their store counts", async () => {
    const query = `query { gbpClients { account totalLocations } }`;
    const a = await callGraphQL(yoga, query, { token: tokens.reviewsA });
    expect(a.body.data.gbpClients).toEqual([{ account: "accounts/A", totalLocations: 3 }]);
    const b = await callGraphQL(yoga, query, { token: tokens.adminB });
    expect(b.body.data.gbpClients).toEqual([{ account: "accounts/B", totalLocations: 2 }]);
  });
});
