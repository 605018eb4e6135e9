import { getLocale, getTranslations } from "next-intl/server";
import { formatMoment } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/config";
import type { SerpPage } from "./serp-types";

/** What a saved search looks for, from where, how often, and the sites it watches. */
export async function SerpFacts({ serp }: { serp: SerpPage }) {
  const [t, locale] = await Promise.all([
    getTranslations("rankings"),
    getLocale() as Promise<Locale>,
  ]);
  const when = (value: string | null | undefined) =>
    value ? formatMoment(value, locale) : t("serps.detail.never");
  const list = (entries: readonly string[]) =>
    entries.length ? entries.join(", ") : t("serps.detail.none");
  const facts: [string, string][] = [
    [t("serps.detail.keyword"), serp.keyword],
    [t("serps.detail.device"), t(`device.${serp.device}`)],
    [t("serps.detail.language"), t(`serps.languages.${serp.languageCode}`)],
    [
      t("serps.detail.from"),
      serp.locationName ??
        t("serps.detail.country", { country: t(`serps.countries.${serp.languageCode}`) }),
    ],
    [t("serps.detail.frequency"), t(`frequency.${serp.frequency}`)],
    [t("serps.detail.lastRun"), when(serp.lastRunAt)],
    [t("serps.detail.nextRun"), when(serp.nextRunAt)],
    [t("serps.detail.sites"), list(serp.sites)],
    [t("serps.detail.competitors"), list(serp.competitors)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
      {facts.map(([term, value]) => (
        <div key={term} className="flex min-w-0 flex-col">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
