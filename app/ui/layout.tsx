import { redirect } from "next/navigation";
import { LOGIN_PATH } from "@/lib/auth/permissions";
import { getCurrentUser } from "@/lib/auth/session";
import { ClientMessages } from "@/components/common/client-messages";

/**
 * The component gallery's demos translate on the client. Middleware only reads the cookie, so the
 * session is checked against the database here, as the signed-in shell does: a revoked one goes
 * to /login.
 */
export default async function UiLayout({ children }: { children: React.ReactNode }) {
  if (!(await getCurrentUser())) redirect(LOGIN_PATH);
  return <ClientMessages area="gallery">{children}</ClientMessages>;
}
