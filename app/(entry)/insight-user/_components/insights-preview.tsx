"use client";

import { useTranslations } from "next-intl";
import { TopLocationsList } from "@/components/home/top-locations-list";
import { StarRating } from "@/components/common/star-rating";
import { useHydrated } from "@/components/common/use-hydrated";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { useFormatNumber } from "@/lib/format/use-format-number";
import type { HomeData } from "@/lib/insights/home-data";

/** Step 0: the imported reviews, questions and top stores at a glance. */
export function InsightsPreview({
  data,
  days,
  onNext,
}: {
  data: HomeData;
  days: number;
  onNext: () => void;
}) {
  const t = useTranslations("insights.preview");
  const format = useFormatNumber();
  // Pressed before React hydrates the page, Next would do nothing: it waits, as send buttons do.
  const hydrated = useHydrated();
  const { reviews, faq } = data.homeWeb;
  const tiles = [
    { label: t("reviewsTotal"), value: reviews.total },
    { label: t("reviewsAnswered"), value: reviews.answered },
    { label: t("questionsTotal"), value: faq.totalQ },
    { label: t("questionsAnswered"), value: faq.answeredQ },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">{t("title")}</CardTitle>
        <CardDescription>{t("subtitle", { days: format.number(days) })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="grid grid-cols-2 gap-3 md:grid-cols-5">
          <div className="bg-muted/50 col-span-2 flex flex-col gap-1 rounded-lg p-3 md:col-span-1">
            <span className="text-muted-foreground text-sm">{t("rating")}</span>
            <span className="text-2xl font-semibold" data-testid="insights-rating">
              {reviews.rating === null ? "–" : format.number(reviews.rating, 1)}
            </span>
            <StarRating rating={reviews.rating} />
          </div>
          {tiles.map((tile) => (
            <div key={tile.label} className="bg-muted/50 flex flex-col gap-1 rounded-lg p-3">
              <span className="text-muted-foreground text-sm">{tile.label}</span>
              <span className="text-2xl font-semibold tabular-nums">
                {format.number(tile.value)}
              </span>
            </div>
          ))}
        </div>
        <section className="flex flex-col gap-3">
          <h3 className="font-semibold">{t("topLocations")}</h3>
          <TopLocationsList locations={data.topLocations} emptyText={t("noData")} />
        </section>
      </CardContent>
      <CardFooter className="justify-end">
        <Button onClick={onNext} disabled={!hydrated} className="w-full sm:w-auto">
          {t("next")}
        </Button>
      </CardFooter>
    </Card>
  );
}
