import { X } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { NativeSelect } from "@/components/ui/native-select";
import { TOPIC_PERIODS } from "@/lib/review-topics/rules";
import { viewHref, type TopicViewParams } from "./topic-links";

/**
 * The view's scope and period as a plain form (GET): it works before any script has loaded. A store
 * chosen from the breakdown shows as a chip that goes back to the workspace or city.
 */
export async function TopicFilters({
  params,
  cities,
  workspaceName,
  storeName,
}: {
  params: TopicViewParams;
  cities: readonly string[];
  /** The shell's selected workspace, unless it is the default one (every store). */
  workspaceName: string | null;
  storeName: string | null;
}) {
  const t = await getTranslations("reviewTopics.filters");
  return (
    <div className="flex flex-col gap-3">
      <p className="text-muted-foreground text-sm">
        {workspaceName ? t("inWorkspace", { name: workspaceName }) : t("allStores")}
      </p>
      <form
        method="get"
        action="/apps/reviews/topics"
        className="flex flex-wrap items-end gap-3"
        aria-label={t("label")}
      >
        {params.topic ? <input type="hidden" name="topic" value={params.topic} /> : null}
        {params.by !== "STORE" ? <input type="hidden" name="by" value={params.by} /> : null}
        <div className="flex flex-col gap-1.5">
          <label htmlFor="topics-days" className="text-sm font-medium">
            {t("period")}
          </label>
          <NativeSelect id="topics-days" name="days" defaultValue={String(params.days)}>
            {TOPIC_PERIODS.map((days) => (
              <option key={days} value={days}>
                {t("days", { days })}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="topics-city" className="text-sm font-medium">
            {t("city")}
          </label>
          <NativeSelect
            id="topics-city"
            name="city"
            defaultValue={params.city ?? ""}
            className="max-w-64"
          >
            <option value="">{t("anyCity")}</option>
            {cities.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </NativeSelect>
        </div>
        {params.store ? <input type="hidden" name="store" value={params.store} /> : null}
        <Button type="submit" variant="outline">
          {t("apply")}
        </Button>
      </form>
      {params.store ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span>{t("store", { name: storeName ?? t("unknownStore") })}</span>
          <Button asChild variant="ghost" size="sm">
            <Link href={viewHref(params, { store: undefined })}>
              <X aria-hidden />
              {t("allStoresOf")}
            </Link>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
