"use server";

import { eq } from "drizzle-orm";
import { redirect } from "next/navigation";
import { HOME_PATH } from "@/lib/auth/home-redirect";
import { getCurrentUser } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";

/** Next on /sync-new-user: the stores have been seen, so `/` stops sending the user here. */
export async function continueToHome(): Promise<void> {
  const user = await getCurrentUser();
  if (!user) redirect("/login");
  const db = await getDb();
  await db.update(users).set({ homeInfo: false }).where(eq(users.id, user.id));
  redirect(HOME_PATH);
}
