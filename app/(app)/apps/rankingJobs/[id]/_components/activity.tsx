import { getLocale, getTranslations } from "next-intl/server";
import type { RankingStoreKeywordQuery } from "@/lib/graphql/generated/client/graphql";
import { formatDate } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/config";

type Activity = NonNullable<NonNullable<RankingStoreKeywordQuery["rankingJob"]>["activity"]>;

/** Why it moved: the team's edits and posts and the customers' reviews of the store in the period. */
export async function Activity({ activity }: { activity: Activity }) {
  const [t, kinds, locale] = await Promise.all([
    getTranslations("rankings.activity"),
    getTranslations("jobs.kinds"),
    getLocale() as Promise<Locale>,
  ]);
  const stars = (value: number | null | undefined) =>
    value === null || value === undefined ? t("noRating") : `${value.toLocaleString(locale)} ★`;
  const kindName = (kind: string) =>
    kinds.has(kind as "LOCATION_EDIT") ? kinds(kind as "LOCATION_EDIT") : kind;
  const facts: [string, string][] = [
    [t("posts"), activity.postCount.toLocaleString(locale)],
    [t("reviews"), activity.reviewCount.toLocaleString(locale)],
    [t("rating"), stars(activity.averageRating)],
    [t("overall"), stars(activity.overallRating)],
  ];
  return (
    <section aria-labelledby="ranking-activity" className="flex flex-col gap-2">
      <h3 id="ranking-activity" className="font-semibold">
        {t("title")}
      </h3>
      <p className="text-muted-foreground text-sm">{t("description")}</p>
      <p className="text-sm">
        {t("period", {
          from: formatDate(activity.from, locale),
          to: formatDate(activity.to, locale),
        })}
      </p>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
        <div className="col-span-2 flex flex-col">
          <dt className="text-muted-foreground">{t("edits")}</dt>
          <dd>
            {activity.edits.length === 0
              ? t("noEdits")
              : activity.edits
                  .map((edit) => `${kindName(edit.kind)}: ${edit.count.toLocaleString(locale)}`)
                  .join(" · ")}
          </dd>
        </div>
        {facts.map(([term, value]) => (
          <div key={term} className="flex flex-col">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
