// Every GraphQL operation, asked by users of two tenants: nobody sees the other tenant's data, role
// checks hold even when a request claims to come from the middleware, and no session means no data.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import { logEvents, users } from "@/lib/db/schema";
import { createGraphQLServer, type GraphQLServer } from "@/lib/graphql/yoga";
import {
  callGraphQL,
  openTestDatabase,
  seedTwoTenantFixture,
  tokenFor,
  type Fixture,
} from "@/tests/integration/helpers/graphql-fixtures";

const USER_QUERY = /* GraphQL */ `
  query CurrentUser {
    user {
      validateGoogleAccount
      me {
        _id
        memberId
        email
        tenant
        fullName
        roles
        isLeads
        leadStep
        isExpiredLeads
        createdAt
        info {
          name
          isActive
        }
        sync {
          name
          value
        }
        permissions {
          name
          value
        }
        tenantConfigInfo {
          config
          value {
            name
            value
            stringValue
            boolean
          }
        }
        googleAdsAccount {
          customerId
        }
        shortcuts
      }
      memberSettings {
        syncAccount {
          name
          value
        }
        viewSectionsInfo {
          name
          isActive
        }
        permissions {
          name
          value
        }
      }
      tenantConfigs {
        config
        value {
          name
          stringValue
          boolean
        }
      }
      googleAdsAccount {
        customerId
        currencyCode
        dateTimeZone
        descriptiveName
        testAccount
        status
      }
    }
  }
`;
const LOCATIONS_QUERY = /* GraphQL */ `
  query Stores($limit: Int, $offset: Int, $filter: LocationFilter, $sort: LocationSort) {
    locations(limit: $limit, offset: $offset, filter: $filter, sort: $sort) {
      total
      items {
        _id
        id
        locationName
        storeCode
        labels
        account
        verified
        address {
          regionCode
          locality
          addressLines
        }
        locationState {
          duplicateLocation
          placeId
        }
        openInfo {
          status
        }
      }
    }
  }
`;
const MODULE_STATUS_QUERY = `query Modules { moduleStatus { name status } }`;
const EXPIRED_QUERY = `query Expired($tenant: ID) { isExpiredLeads(tenant: $tenant) }`;
const LOGIN_MUTATION = `mutation Login($user: String!, $pass: String!) { login(user: $user, pass: $pass, type: "web") { success token message email tenant } }`;

/** Headers that make a request look as if the middleware already let it through. */
const BYPASS_HEADERS = { "x-middleware-subrequest": "middleware", purpose: "prefetch" };

let close: () => Promise<void>;
let yoga: GraphQLServer;
let fx: Fixture;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const handle = await openTestDatabase();
  close = handle.close;
  fx = await seedTwoTenantFixture(handle.db);
  for (const [key, id] of Object.entries(fx.users)) tokens[key] = await tokenFor(handle.db, id);
  await handle.db
    .update(users)
    .set({ username: "alpha.admin", passwordHash: await hashPassword("alpha-pass") })
    .where(eq(users.id, fx.users.adminA));
  await handle.db
    .update(users)
    .set({ username: "bravo.admin", passwordHash: await hashPassword("bravo-pass") })
    .where(eq(users.id, fx.users.adminB));
  yoga = createGraphQLServer({ getDb: async () => handle.db });
  Object.assign(globalThis, { __testDb: handle.db });
});

afterAll(async () => close?.());

const codes = (body: { errors?: { extensions?: { code?: string } }[] }) =>
  (body.errors ?? []).map((e) => e.extensions?.code);

describe("query user", () => {
  it("returns only the caller's own tenant's profile, settings, configs and ads account", async () => {
    const a = await callGraphQL(yoga, USER_QUERY, { token: tokens.adminA });
    expect(a.status).toBe(200);
    expect(a.body.errors).toBeUndefined();
    const user = a.body.data.user;
    expect(user.me).toMatchObject({
      _id: fx.users.adminA,
      memberId: fx.users.adminA,
      tenant: fx.tenantA,
      roles: ["ADMIN"],
      fullName: "adminA TenantA",
    });
    expect(user.tenantConfigs.map((c: { config: string }) => c.config)).toEqual(["LEADS"]);
    expect(user.me.tenantConfigInfo).toEqual([
      {
        config: "LEADS",
        value: [{ name: "IS_LEAD", value: null, stringValue: null, boolean: false }],
      },
    ]);
    expect(user.googleAdsAccount.customerId).toBe("1111111111");
    expect(user.memberSettings.syncAccount).toEqual([{ name: "sync-A", value: "on" }]);
    expect(JSON.stringify(a.body)).not.toMatch(/bravo|2222222222|SECRET_B|sync-B/);

    const b = await callGraphQL(yoga, USER_QUERY, { token: tokens.adminB });
    expect(b.body.data.user.me.tenant).toBe(fx.tenantB);
    expect(b.body.data.user.googleAdsAccount.customerId).toBe("2222222222");
    expect(JSON.stringify(b.body)).not.toMatch(/alpha|1111111111|"LEADS"|sync-A/);
  });

  it("is UNAUTHENTICATED without a session, even with middleware headers", async () => {
    const res = await callGraphQL(yoga, USER_QUERY, { headers: BYPASS_HEADERS });
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect(codes(res.body)).toEqual(["UNAUTHENTICATED"]);
  });

  it("refuses a forged or tampered token", async () => {
    const res = await callGraphQL(yoga, USER_QUERY, { token: `${tokens.adminA.slice(0, -4)}AAAA` });
    expect(codes(res.body)).toEqual(["UNAUTHENTICATED"]);
  });
});

describe("query locations", () => {
  it("lists only the caller's tenant's stores, with the total of that tenant", async () => {
    const a = await callGraphQL(yoga, LOCATIONS_QUERY, {
      token: tokens.adminA,
      variables: { limit: 10 },
    });
    expect(a.body.errors).toBeUndefined();
    expect(a.body.data.locations.total).toBe(3);
    expect(a.body.data.locations.items.map((l: { _id: string }) => l._id).sort()).toEqual(
      [...fx.locationsA].sort(),
    );
    expect(a.body.data.locations.items[0]).toMatchObject({
      id: "locations/A1",
      account: "accounts/A",
      address: { regionCode: "AR" },
    });

    const b = await callGraphQL(yoga, LOCATIONS_QUERY, { token: tokens.adminB });
    expect(b.body.data.locations.total).toBe(2);
    expect(
      b.body.data.locations.items.every((l: { _id: string }) => fx.locationsB.includes(l._id)),
    ).toBe(true);
  });

  it("applies filters and sorting inside the tenant", async () => {
    const res = await callGraphQL(yoga, LOCATIONS_QUERY, {
      token: tokens.storeA,
      variables: {
        filter: { search: "Store", verified: "PENDING" },
        sort: { by: "storeCode", direction: "desc" },
      },
    });
    expect(res.body.data.locations).toMatchObject({
      total: 1,
      items: [{ storeCode: "A-2", verified: "PENDING" }],
    });
  });

  it("admits the store section and trial leads, refuses other roles even with middleware headers", async () => {
    expect(
      (await callGraphQL(yoga, LOCATIONS_QUERY, { token: tokens.storeA })).body.data.locations
        .total,
    ).toBe(3);
    expect(
      (await callGraphQL(yoga, LOCATIONS_QUERY, { token: tokens.leadA })).body.data.locations.total,
    ).toBe(3);
    const refused = await callGraphQL(yoga, LOCATIONS_QUERY, {
      token: tokens.reviewsA,
      headers: BYPASS_HEADERS,
    });
    expect(codes(refused.body)).toEqual(["FORBIDDEN"]);
    expect(refused.body.data).toBeNull();
  });

  it("is UNAUTHENTICATED without a session", async () => {
    expect(
      codes((await callGraphQL(yoga, LOCATIONS_QUERY, { headers: BYPASS_HEADERS })).body),
    ).toEqual(["UNAUTHENTICATED"]);
  });

  it("refuses page sizes above the cap with BAD_USER_INPUT", async () => {
    const res = await callGraphQL(yoga, `{ locations(limit: 100000) { total } }`, {
      token: tokens.adminA,
    });
    expect(res.status).toBe(200);
    expect(codes(res.body)).toEqual(["BAD_USER_INPUT"]);
    expect(res.body.errors[0].extensions.issues[0].path).toBe("limit");
    const negative = await callGraphQL(yoga, `{ locations(offset: -1) { total } }`, {
      token: tokens.adminA,
    });
    expect(codes(negative.body)).toEqual(["BAD_USER_INPUT"]);
  });
});

describe("query moduleStatus", () => {
  it("answers the same product-wide list to both tenants", async () => {
    const a = await callGraphQL(yoga, MODULE_STATUS_QUERY, { token: tokens.adminA });
    const b = await callGraphQL(yoga, MODULE_STATUS_QUERY, { token: tokens.reviewsA });
    expect(a.body.data.moduleStatus).toEqual([
      { name: "ads", status: "MAINTENANCE" },
      { name: "stores", status: "ACTIVE" },
    ]);
    expect(b.body.data).toEqual(a.body.data);
  });

  it("is UNAUTHENTICATED without a session", async () => {
    expect(
      codes((await callGraphQL(yoga, MODULE_STATUS_QUERY, { headers: BYPASS_HEADERS })).body),
    ).toEqual(["UNAUTHENTICATED"]);
  });
});

describe("query isExpiredLeads", () => {
  it("answers for the caller's own tenant", async () => {
    const own = await callGraphQL(yoga, EXPIRED_QUERY, {
      token: tokens.leadA,
      variables: { tenant: fx.tenantA },
    });
    expect(own.body).toEqual({ data: { isExpiredLeads: false } });
    const implicit = await callGraphQL(yoga, EXPIRED_QUERY, { token: tokens.adminA });
    expect(implicit.body).toEqual({ data: { isExpiredLeads: false } });
  });

  it("refuses another tenant's id with FORBIDDEN", async () => {
    const res = await callGraphQL(yoga, EXPIRED_QUERY, {
      token: tokens.leadA,
      variables: { tenant: fx.tenantB },
      headers: BYPASS_HEADERS,
    });
    expect(codes(res.body)).toEqual(["FORBIDDEN"]);
  });

  it("is UNAUTHENTICATED without a session", async () => {
    expect(
      codes((await callGraphQL(yoga, EXPIRED_QUERY, { variables: { tenant: fx.tenantA } })).body),
    ).toEqual(["UNAUTHENTICATED"]);
  });
});

describe("mutation login", () => {
  it("signs in to the user's own tenant and records a login event there", async () => {
    const a = await callGraphQL(yoga, LOGIN_MUTATION, {
      variables: { user: "alpha.admin", pass: "alpha-pass" },
    });
    expect(a.body.data.login).toMatchObject({
      success: true,
      message: "OK",
      email: "admina@alpha.test",
      tenant: fx.tenantA,
    });
    expect(a.body.data.login.token).toEqual(expect.any(String));
    const b = await callGraphQL(yoga, LOGIN_MUTATION, {
      variables: { user: "bravo.admin", pass: "bravo-pass" },
    });
    expect(b.body.data.login.tenant).toBe(fx.tenantB);

    // The token works as a Bearer token and sees only its tenant.
    const me = await callGraphQL(yoga, `{ user { me { tenant } } }`, {
      token: b.body.data.login.token,
    });
    expect(me.body.data.user.me.tenant).toBe(fx.tenantB);

    const db = (globalThis as unknown as { __testDb: import("@/lib/db/client").Db }).__testDb;
    const events = await db.select().from(logEvents).where(eq(logEvents.name, "login"));
    expect(events.map((e) => [e.tenantId, e.userId]).sort()).toEqual(
      [
        [fx.tenantA, fx.users.adminA],
        [fx.tenantB, fx.users.adminB],
      ].sort(),
    );
  });

  it("answers WRONG_CREDENTIALS for another tenant's password, then RATE_LIMITED", async () => {
    const wrong = await callGraphQL(yoga, LOGIN_MUTATION, {
      variables: { user: "alpha.admin", pass: "bravo-pass" },
    });
    expect(wrong.body.data.login).toEqual({
      success: false,
      token: null,
      message: "WRONG_CREDENTIALS",
      email: null,
      tenant: null,
    });
    let last = wrong;
    for (let i = 0; i < 6; i++)
      last = await callGraphQL(yoga, LOGIN_MUTATION, {
        variables: { user: "alpha.admin", pass: "nope" },
      });
    expect(codes(last.body)).toEqual(["RATE_LIMITED"]);
  });

  it("refuses an over-long type with BAD_USER_INPUT", async () => {
    const res = await callGraphQL(
      yoga,
      `mutation { login(user: "x", pass: "y", type: "${"w".repeat(200)}") { success } }`,
    );
    expect(codes(res.body)).toEqual(["BAD_USER_INPUT"]);
  });
});
