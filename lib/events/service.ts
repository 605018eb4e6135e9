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

/** Spec §3 Log event. Callers pass the tenant and user of the session. */
export async function recordEvent(db: Db, event: LogEvent): Promise<{ id: string }> {
  const [row] = await db.insert(logEvents).values(event).returning({ id: logEvents.id });
  return row;
}
