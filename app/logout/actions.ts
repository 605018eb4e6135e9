"use server";

import { cookies } from "next/headers";
import { auth, signOut } from "@/lib/auth";
import { RETURN_TO_COOKIE } from "@/lib/auth/permissions";
import { bumpSessionVersion } from "@/lib/auth/user-access";
import { getDb } from "@/lib/db/client";

/** Revokes every token of the user (sessionVersion), clears the session cookie and goes to /login. */
export async function logout(): Promise<void> {
  const session = await auth();
  if (session?.claims) await bumpSessionVersion(await getDb(), session.claims.userId);
  (await cookies()).delete(RETURN_TO_COOKIE);
  await signOut({ redirectTo: "/login" });
}
