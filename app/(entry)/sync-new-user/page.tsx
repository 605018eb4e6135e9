import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { Store } from "lucide-react";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { OnboardingFrame } from "@/components/onboarding/onboarding-frame";
import { Button } from "@/components/ui/button";
import { ScrollRegion } from "@/components/ui/scroll-region";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { query } from "@/lib/apollo/rsc-client";
import { logoutTokenFor } from "@/lib/auth/logout-token";
import { getCurrentUser } from "@/lib/auth/session";
import { LAYOUT } from "@/lib/constants";
import { countValues, formatNumber } from "@/lib/format/number";
import type { Locale } from "@/lib/i18n/config";
import { SyncLocationsQuery } from "@/lib/onboarding/operations";
import { continueToHome } from "./actions";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("syncNewUser");

/**
 * /sync-new-user: the stores the user can access. Back → /login (signed out); Next clears the
 * home-info flag and goes to /apps/home.
 */
export default async function SyncNewUserPage() {
  const user = await getCurrentUser();
  if (!user) redirect("/login");
  const [t, locale] = await Promise.all([
    getTranslations("onboarding.sync"),
    getLocale() as Promise<Locale>,
  ]);
  // A user without the store section sees an empty list rather than an error page.
  const { data } = await query({ query: SyncLocationsQuery, errorPolicy: "all" });
  const page = data?.locations ?? { total: 0, items: [] };
  const hidden = page.total - page.items.length;
  return (
    <OnboardingFrame>
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">{t("title")}</CardTitle>
          <CardDescription>
            {t("subtitle")} {t("total", countValues(page.total, locale))}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {page.items.length === 0 ? (
            <p className="text-muted-foreground">{t("empty")}</p>
          ) : (
            <ScrollRegion
              label={t("title")}
              className="overflow-y-auto"
              style={{ maxHeight: LAYOUT.locationListHeight }}
            >
              <ul className="flex flex-col divide-y">
                {page.items.map((location) => (
                  <li key={location._id} className="flex items-start gap-3 py-2">
                    <Store className="text-primary mt-0.5 size-5 shrink-0" aria-hidden />
                    <span className="min-w-0">
                      <span className="block truncate font-medium">{location.locationName}</span>
                      <span className="text-muted-foreground block truncate text-sm">
                        {[...location.address.addressLines, location.address.locality]
                          .filter(Boolean)
                          .join(", ")}
                      </span>
                    </span>
                  </li>
                ))}
                {hidden > 0 ? (
                  <li className="text-muted-foreground py-2 text-sm">
                    {t("more", { count: formatNumber(hidden, locale) })}
                  </li>
                ) : null}
              </ul>
            </ScrollRegion>
          )}
        </CardContent>
        <CardFooter className="flex justify-between gap-2">
          {/* Signing out is what takes a signed-in user to /login; /login itself sends them back here. */}
          <SignOutButton
            variant="outline"
            logoutToken={logoutTokenFor(user.id, user.sessionVersion)}
          >
            {t("back")}
          </SignOutButton>
          <form action={continueToHome}>
            <Button type="submit">{t("next")}</Button>
          </form>
        </CardFooter>
      </Card>
    </OnboardingFrame>
  );
}
