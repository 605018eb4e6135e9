import "server-only";
import type { Db } from "@/lib/db/client";
import { logEvents } from "@/lib/db/schema";
import { EVENT_TEXT_MAX, type EventUserType } from "@/lib/validation/events";

export type LogEvent = {
  tenantId: string | null;
  userId: string | null;
  module: string;
  name: string;
  usertype: EventUserType;
  eventdate: Date;
  source: string;
  params: Record<string, unknown>;
};

/** Stores one tracking event (spec §3 Log event). Callers pass the tenant and user of the session. */
export async function recordEvent(db: Db, event: LogEvent): Promise<{ id: string }> {
  const [row] = await db.insert(logEvents).values(event).returning({ id: logEvents.id });
  return row;
}

/** Product users sign in with StorePlus credentials; leads and maps-account users come from the maps service. */
export function userTypeOf(kind: string): EventUserType {
  return kind === "lead" || kind === "maps" ? "gbp" : "storeplus";
}

/** Who signed in or out and from where; the address and user agent come from the request. */
type AuthEventOrigin = { source: string; ip: string | null; userAgent: string | null };

async function recordAuthEvent(
  db: Db,
  event: Pick<LogEvent, "tenantId" | "userId" | "name" | "usertype" | "source" | "params">,
): Promise<void> {
  try {
    await recordEvent(db, { ...event, module: "auth", eventdate: new Date() });
  } catch (error) {
    // Tracking never blocks a sign-in or a sign-out.
    console.error(`${event.name} event could not be recorded`, error);
  }
}

/** The login event of spec §7, for every way in: the API's login, the web form, the maps callback. */
export function recordLogin(
  db: Db,
  login: AuthEventOrigin & {
    userId: string;
    tenantId: string | null;
    kind: string;
    provider: string;
  },
): Promise<void> {
  return recordAuthEvent(db, {
    tenantId: login.tenantId,
    userId: login.userId,
    name: "login",
    usertype: userTypeOf(login.kind),
    source: login.source,
    params: { provider: login.provider, ip: login.ip, userAgent: login.userAgent },
  });
}

/**
 * A refused sign-in: the name that was tried (never the password) and why it was refused. It
 * belongs to no tenant or user: a guessed name must not put events into someone's history.
 */
export function recordLoginFailure(
  db: Db,
  failure: AuthEventOrigin & {
    provider: string;
    attempted: string;
    reason: string;
  },
): Promise<void> {
  return recordAuthEvent(db, {
    tenantId: null,
    userId: null,
    name: "login_failed",
    usertype: failure.provider === "credentials" ? "storeplus" : "gbp",
    source: failure.source,
    params: {
      provider: failure.provider,
      // As typed, but no longer than any event text: the name field is the caller's to fill.
      user: failure.attempted.slice(0, EVENT_TEXT_MAX),
      reason: failure.reason,
      ip: failure.ip,
      userAgent: failure.userAgent,
    },
  });
}

/** A sign-out that revoked the user's tokens. */
export function recordLogout(
  db: Db,
  logout: AuthEventOrigin & { userId: string; tenantId: string | null; kind: string },
): Promise<void> {
  return recordAuthEvent(db, {
    tenantId: logout.tenantId,
    userId: logout.userId,
    name: "logout",
    usertype: userTypeOf(logout.kind),
    source: logout.source,
    params: { ip: logout.ip, userAgent: logout.userAgent },
  });
}
