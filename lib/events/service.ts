import "server-only";
import type { Db } from "@/lib/db/client";
import { logEvents } from "@/lib/db/schema";
import type { EventUserType } from "@/lib/validation/events";

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

/** The login event of spec §7, for every way in: the API's login, the web form, the maps callback. */
export async function recordLogin(
  db: Db,
  login: {
    userId: string;
    tenantId: string | null;
    kind: string;
    source: string;
    provider: string;
  },
): Promise<void> {
  try {
    await recordEvent(db, {
      tenantId: login.tenantId,
      userId: login.userId,
      module: "auth",
      name: "login",
      usertype: userTypeOf(login.kind),
      eventdate: new Date(),
      source: login.source,
      params: { provider: login.provider },
    });
  } catch (error) {
    // Tracking never blocks a sign-in.
    console.error("login event could not be recorded", error);
  }
}
