import "server-only";
import { inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";

/** Ends every open session of these users: their next request signs them in again. */
export async function bumpSessions(db: Db, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(inArray(users.id, userIds));
}
