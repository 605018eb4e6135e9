import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { LogOut } from "lucide-react";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { EntryFrame } from "@/components/entry-frame";
import { Button } from "@/components/ui/button";
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { logoutTokenFor } from "@/lib/auth/logout-token";
import { getCurrentUser } from "@/lib/auth/session";
import { SignedOutRedirect } from "./_components/signed-out-redirect";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("logout");

/**
 * /logout asks before signing out. A GET changes nothing, so a link or an image on another site
 * cannot end the session; the button's POST carries the session's logout token.
 */
export default async function LogoutPage() {
  const [user, t] = await Promise.all([getCurrentUser(), getTranslations("auth.logout")]);
  return (
    <EntryFrame>
      {user ? (
        <Card className="w-full max-w-sm">
          <CardHeader>
            <CardTitle as="h1" className="text-xl">
              {t("question")}
            </CardTitle>
            <CardDescription>{t("hint")}</CardDescription>
          </CardHeader>
          <CardFooter className="flex justify-end gap-2">
            <Button asChild variant="outline">
              <Link href="/">{t("cancel")}</Link>
            </Button>
            <SignOutButton logoutToken={logoutTokenFor(user.id, user.sessionVersion)}>
              <LogOut aria-hidden /> {t("confirm")}
            </SignOutButton>
          </CardFooter>
        </Card>
      ) : (
        <SignedOutRedirect label={t("signingOut")} />
      )}
    </EntryFrame>
  );
}
