// POST /api/events: only signed-in callers, the tenant and user always from the session (never the
// body), bad bodies refused with 400 and nothing stored, and a per-user rate limit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { logEvents } from "@/lib/db/schema";
import { SESSION_COOKIE_NAME } from "@/lib/auth/config";
import { handleEventRequest } from "@/lib/events/handler";
import { EVENTS_RATE_LIMIT } from "@/lib/events/rate-limit";
import { EVENT_BODY_MAX_BYTES } from "@/lib/validation/events";
import {
  openTestDatabase,
  seedTwoTenantFixture,
  tokenFor,
  type Fixture,
} from "@/tests/integration/helpers/graphql-fixtures";

let close: () => Promise<void>;
let db: Db;
let fx: Fixture;
let tokenA: string;
let tokenB: string;

beforeAll(async () => {
  const handle = await openTestDatabase();
  close = handle.close;
  db = handle.db;
  fx = await seedTwoTenantFixture(db);
  tokenA = await tokenFor(db, fx.users.adminA);
  tokenB = await tokenFor(db, fx.users.adminB);
});

afterAll(async () => close?.());

const event = {
  module: "stores",
  name: "open-store",
  source: "web",
  usertype: "storeplus",
  eventdate: "2025-03-01T10:00:00.000Z",
  params: { storeId: "A-1" },
};

function request(
  body: unknown,
  init: { token?: string; cookie?: boolean; contentType?: string } = {},
) {
  const headers: Record<string, string> = {
    "content-type": init.contentType ?? "application/json",
  };
  if (init.token && init.cookie) headers.cookie = `${SESSION_COOKIE_NAME}=${init.token}`;
  else if (init.token) headers.authorization = `Bearer ${init.token}`;
  return new Request("http://localhost/api/events", {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function eventsOf(userId: string) {
  return db.select().from(logEvents).where(eq(logEvents.userId, userId));
}

describe("POST /api/events", () => {
  it("answers 401 without a session and stores nothing", async () => {
    const { response } = await handleEventRequest(db, request({ newEvent: event }));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: "UNAUTHENTICATED" } });
    expect(await db.select().from(logEvents)).toHaveLength(0);
  });

  it("stores the event under the session's tenant and user, ignoring the body's", async () => {
    const body = {
      schema: "storeplus",
      newEvent: { ...event, tenant: fx.tenantB, user: fx.users.adminB },
    };
    const { response } = await handleEventRequest(
      db,
      request(body, { token: tokenA, cookie: true }),
    );
    expect(response.status).toBe(202);
    const { id } = await response.json();
    const [row] = await db.select().from(logEvents).where(eq(logEvents.id, id));
    expect(row).toMatchObject({
      tenantId: fx.tenantA,
      userId: fx.users.adminA,
      module: "stores",
      name: "open-store",
      usertype: "storeplus",
      source: "web",
      params: { storeId: "A-1" },
    });
    expect(row.eventdate.toISOString()).toBe("2025-03-01T10:00:00.000Z");
    expect(await eventsOf(fx.users.adminB)).toHaveLength(0);
  });

  it("takes the user type from the session too (a lead is a maps-service user)", async () => {
    const lead = await tokenFor(db, fx.users.leadA);
    const { response } = await handleEventRequest(
      db,
      request({ newEvent: { ...event, usertype: "storeplus" } }, { token: lead }),
    );
    expect(response.status).toBe(202);
    const [row] = await eventsOf(fx.users.leadA);
    expect(row).toMatchObject({ usertype: "gbp", tenantId: fx.tenantA });
  });

  it("keeps tenant B's events in tenant B", async () => {
    const { response } = await handleEventRequest(
      db,
      request({ newEvent: { ...event, tenant: fx.tenantA } }, { token: tokenB }),
    );
    expect(response.status).toBe(202);
    const rows = await eventsOf(fx.users.adminB);
    expect(rows.map((r) => r.tenantId)).toEqual([fx.tenantB]);
  });

  it("answers 400 for malformed JSON and for invalid events, storing nothing", async () => {
    const before = (await db.select().from(logEvents)).length;
    const broken = await handleEventRequest(db, request("{ not json", { token: tokenA }));
    expect(broken.response.status).toBe(400);
    expect(await broken.response.json()).toMatchObject({ error: { code: "BAD_REQUEST" } });

    const missing = await handleEventRequest(
      db,
      request({ newEvent: { name: "x" } }, { token: tokenA }),
    );
    expect(missing.response.status).toBe(400);
    const body = await missing.response.json();
    expect(body.error.code).toBe("BAD_USER_INPUT");
    expect(body.error.issues.map((i: { path: string }) => i.path)).toEqual(
      expect.arrayContaining(["newEvent.module", "newEvent.source"]),
    );

    const bigParams = await handleEventRequest(
      db,
      request({ newEvent: { ...event, params: { blob: "x".repeat(5000) } } }, { token: tokenA }),
    );
    expect(bigParams.response.status).toBe(400);
    const longName = await handleEventRequest(
      db,
      request({ newEvent: { ...event, name: "n".repeat(101) } }, { token: tokenA }),
    );
    expect(longName.response.status).toBe(400);
    expect((await db.select().from(logEvents)).length).toBe(before);
  });

  it("answers 413 for an oversized body and 415 for a non-JSON content type", async () => {
    const huge = await handleEventRequest(
      db,
      request(
        { newEvent: { ...event, params: { pad: "x".repeat(EVENT_BODY_MAX_BYTES) } } },
        { token: tokenA },
      ),
    );
    expect(huge.response.status).toBe(413);
    const form = await handleEventRequest(
      db,
      request("module=x", { token: tokenA, contentType: "text/plain" }),
    );
    expect(form.response.status).toBe(415);
  });

  it("rate limits per user with 429 and leaves other users alone", async () => {
    const lead = await tokenFor(db, fx.users.storeA);
    const now = new Date();
    let last: Response | undefined;
    for (let i = 0; i <= EVENTS_RATE_LIMIT.limit; i++) {
      last = (await handleEventRequest(db, request({ newEvent: event }, { token: lead }), now))
        .response;
    }
    expect(last!.status).toBe(429);
    expect(last!.headers.get("retry-after")).toBe(String(EVENTS_RATE_LIMIT.windowSeconds));
    expect(await last!.json()).toMatchObject({ error: { code: "RATE_LIMITED" } });
    expect(await eventsOf(fx.users.storeA)).toHaveLength(EVENTS_RATE_LIMIT.limit);
    const other = await handleEventRequest(
      db,
      request({ newEvent: event }, { token: tokenB }),
      now,
    );
    expect(other.response.status).toBe(202);
  });
});
