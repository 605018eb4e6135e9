import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { HOME_PATH, homeRedirect } from "@/lib/auth/home-redirect";
import { followReturnTo, RETURN_TO_COOKIE } from "@/lib/auth/permissions";
import { getCurrentUser } from "@/lib/auth/session";
import { claimsFor } from "@/lib/auth/user-access";

/**
 * `/` routes by user state (spec §2); a user who finished onboarding goes to the address they asked
 * for before signing in, when they may open it. A session the server no longer accepts → /login.
 */
export default async function RootPage() {
  const user = await getCurrentUser();
  if (!user) redirect("/login");
  const target = homeRedirect(user);
  const returnTo =
    target === HOME_PATH
      ? followReturnTo((await cookies()).get(RETURN_TO_COOKIE)?.value, claimsFor(user))
      : null;
  redirect(returnTo ?? target);
}
