import { getTranslations } from "next-intl/server";
import { EntryFrame } from "@/components/entry-frame";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getPublicConfig } from "@/lib/config/public";
import { ONBOARDING_MAX_LOCATIONS, TRIAL_DAYS } from "@/lib/constants";
import { pageMetadata } from "@/lib/i18n/page-metadata";

export const generateMetadata = pageMetadata("terms");

const SECTIONS = ["trial", "data", "account", "end"] as const;

/** /terms: what the free trial's sign-up checkbox accepts. Public: it is read before signing up. */
export default async function TermsPage() {
  const t = await getTranslations("terms");
  const values = {
    days: TRIAL_DAYS,
    stores: ONBOARDING_MAX_LOCATIONS,
    email: getPublicConfig().salesContactEmail,
  };
  return (
    <EntryFrame>
      <Card className="w-full max-w-2xl">
        <CardHeader>
          <CardTitle as="h1" className="text-xl">
            {t("title")}
          </CardTitle>
          <CardDescription>{t("intro")}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {SECTIONS.map((section) => (
            <section key={section} className="flex flex-col gap-1">
              <h2 className="font-semibold">{t(`${section}Title`)}</h2>
              <p className="text-muted-foreground text-sm">{t(section, values)}</p>
            </section>
          ))}
        </CardContent>
      </Card>
    </EntryFrame>
  );
}
