import { redirect } from "next/navigation";
import { homeRedirect } from "@/lib/auth/home-redirect";
import { getCurrentUser } from "@/lib/auth/session";

/** `/` routes by user state (spec §2); a session the server no longer accepts goes to /login. */
export default async function RootPage() {
  const user = await getCurrentUser();
  redirect(user ? homeRedirect(user) : "/login");
}
