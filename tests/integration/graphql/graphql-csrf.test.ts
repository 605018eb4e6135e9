// Cross-site request forgery at /api/graphql: what a cross-site form or a header-less GET with the
// session cookie could send is refused; our own header, yoga's, Apollo's or a JSON body pass, and
// Bearer-only API clients are exempt.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE_NAME } from "@/lib/auth/config";
import { CSRF_HEADER } from "@/lib/http/endpoint";
import { createGraphQLServer, type GraphQLServer } from "@/lib/graphql/yoga";
import {
  callGraphQL,
  openTestDatabase,
  seedTwoTenantFixture,
  send,
  tokenFor,
} from "@/tests/integration/helpers/graphql-fixtures";

let close: () => Promise<void>;
let yoga: GraphQLServer;
let adminA: string;

beforeAll(async () => {
  const handle = await openTestDatabase();
  close = handle.close;
  const fx = await seedTwoTenantFixture(handle.db);
  adminA = await tokenFor(handle.db, fx.users.adminA);
  yoga = createGraphQLServer({ getDb: async () => handle.db, production: false });
});

afterAll(async () => close?.());

describe("CSRF protection", () => {
  const FORGED = { "content-type": "text/plain" };

  it("refuses a cookie request a cross-site form could send", async () => {
    for (const type of [
      "text/plain",
      "text/plain; charset=utf-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const res = await callGraphQL(yoga, `{ user { me { email } } }`, {
        token: adminA,
        asCookie: true,
        csrf: false,
        headers: { "content-type": type },
      });
      expect(res.status, type).toBe(403);
      expect(res.body.errors[0].extensions.code).toBe("FORBIDDEN");
      expect(res.body.errors[0].message).toContain(CSRF_HEADER);
    }
  });

  it("refuses an anonymous browser request without it (login CSRF)", async () => {
    const res = await callGraphQL(
      yoga,
      `mutation { login(user: "a", pass: "b", type: "web") { success } }`,
      { csrf: false, headers: FORGED },
    );
    expect(res.status).toBe(403);
  });

  it("refuses a cookie GET without a header", async () => {
    const query = encodeURIComponent(`{ user { me { email } } }`);
    const res = await send(
      yoga,
      new Request(`http://localhost/api/graphql?query=${query}`, {
        headers: { cookie: `${SESSION_COOKIE_NAME}=${adminA}` },
      }),
    );
    expect(res.status).toBe(403);
  });

  it("accepts the cookie request with the header", async () => {
    const res = await callGraphQL(yoga, `{ user { me { email } } }`, {
      token: adminA,
      asCookie: true,
    });
    expect(res.body.data.user.me.email).toBe("admina@alpha.test");
  });

  // Clients of the wider ecosystem were refused: a JSON body already forces a preflight, and
  // yoga's and Apollo's own CSRF headers mean the same as ours.
  it("accepts a JSON body, yoga's header and Apollo's header instead of ours", async () => {
    for (const headers of [
      { "content-type": "application/json" },
      { "content-type": "application/json; charset=utf-8" },
      { ...FORGED, "x-graphql-yoga-csrf": "1" },
      { ...FORGED, "apollo-require-preflight": "true" },
    ]) {
      const res = await callGraphQL(yoga, `{ user { me { email } } }`, {
        token: adminA,
        asCookie: true,
        csrf: false,
        headers,
      });
      expect(res.status, JSON.stringify(headers)).not.toBe(403);
      expect(res.body.errors?.[0]?.message ?? "").not.toContain(CSRF_HEADER);
    }
  });

  it("accepts a Bearer request without the header when no cookie is sent", async () => {
    const query = encodeURIComponent(`{ user { me { email } } }`);
    const res = await send(
      yoga,
      new Request(`http://localhost/api/graphql?query=${query}`, {
        headers: { authorization: `Bearer ${adminA}` },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.user.me.email).toBe("admina@alpha.test");
  });

  it("refuses a Bearer request without the header when a cookie rides along", async () => {
    const res = await callGraphQL(yoga, `{ user { me { email } } }`, {
      token: adminA,
      csrf: false,
      headers: { ...FORGED, cookie: "NEXT_LOCALE=es" },
    });
    expect(res.status).toBe(403);
  });
});
