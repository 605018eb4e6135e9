import { EntryFrame } from "@/components/entry-frame";
import { getTranslations } from "next-intl/server";
import { ShieldAlert } from "lucide-react";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { LOGIN_LIMIT_MINUTES } from "@/lib/auth/login-limits";
import { logoutTokenFor } from "@/lib/auth/logout-token";
import { getCurrentUser } from "@/lib/auth/session";
import { getPublicConfig } from "@/lib/config/public";
import { TRIAL_DAYS } from "@/lib/constants";
import { noPermissionsMessageKey } from "./message-key";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("noPermissions");

type Props = { searchParams: Promise<{ error?: string | string[] }> };

export default async function NoPermissionsPage({ searchParams }: Props) {
  const { error } = await searchParams;
  const [t, user] = await Promise.all([getTranslations("noPermissions"), getCurrentUser()]);
  const key = noPermissionsMessageKey(Array.isArray(error) ? error[0] : error);
  const { salesContactEmail, supportPhone } = getPublicConfig();
  const text = t(`messages.${key}`, {
    days: TRIAL_DAYS,
    minutes: LOGIN_LIMIT_MINUTES,
    email: salesContactEmail,
    phone: supportPhone,
  });
  return (
    <EntryFrame>
      <Card className="w-full max-w-lg">
        <CardHeader className="flex flex-row items-center gap-3">
          <ShieldAlert className="text-destructive size-8" aria-hidden />
          <CardTitle as="h1" className="text-xl">
            {t("title")}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <p data-code={key}>{text}</p>
          {key === "DEFAULT_ERROR" ? (
            <p className="text-muted-foreground text-sm">
              <a className="underline" href={`mailto:${salesContactEmail}`}>
                {salesContactEmail}
              </a>
              {" · "}
              <a className="underline" href={`tel:${supportPhone.replace(/[^+\d]/g, "")}`}>
                {supportPhone}
              </a>
            </p>
          ) : null}
        </CardContent>
        <CardFooter>
          {/* Back signs out (clearing the stored workspace) and lands on /login. */}
          <SignOutButton
            variant="outline"
            logoutToken={user ? logoutTokenFor(user.id, user.sessionVersion) : null}
          >
            {t("back")}
          </SignOutButton>
        </CardFooter>
      </Card>
    </EntryFrame>
  );
}
