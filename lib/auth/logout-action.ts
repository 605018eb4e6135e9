"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { getDb } from "@/lib/db/client";
import { auth, signOut } from "./index";
import { logoutUser } from "./logout";
import { LOGIN_PATH, RETURN_TO_COOKIE } from "./permissions";
import { requestMetaFromHeaders } from "./request-meta";

// A wrong or missing token changes nothing and goes back to /logout, which asks again.
export async function logout(token: unknown): Promise<void> {
  const claims = (await auth())?.claims;
  if (!claims) redirect(LOGIN_PATH);
  const meta = requestMetaFromHeaders(await headers());
  if (!(await logoutUser(await getDb(), { claims, token, meta }))) redirect("/logout");
  (await cookies()).delete(RETURN_TO_COOKIE);
  await signOut({ redirectTo: LOGIN_PATH });
}
