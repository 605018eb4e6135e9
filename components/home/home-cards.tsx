import { useTranslations } from "next-intl";
import { PERCENTAGE_TEXT_CLASS } from "@/components/common/tone-text";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormatNumber } from "@/lib/format/use-format-number";
import { percentage, reviewPercentageColour } from "@/lib/insights/stars";
import { cn } from "@/lib/utils";
import { StarRating } from "@/components/common/star-rating";
import { TopLocationsList, type TopLocationItem } from "./top-locations-list";

export function TopInteractionsCard({ locations }: { locations: TopLocationItem[] }) {
  const t = useTranslations("home.top");
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <TopLocationsList locations={locations} emptyText={t("empty")} />
      </CardContent>
    </Card>
  );
}

/** The big rating, five stars and the store average caption; plus the share of reviews answered. */
export function ReputationCard({
  reviews,
}: {
  reviews: { rating: number | null; total: number; answered: number };
}) {
  const t = useTranslations("home.reputation");
  const format = useFormatNumber();
  const answered = percentage(reviews.answered, reviews.total);
  const colour = reviewPercentageColour(answered);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-2 text-center">
        {typeof reviews.rating === "number" ? (
          <>
            <span className="text-5xl font-bold tabular-nums" data-testid="home-rating">
              {format.number(reviews.rating, 1)}
            </span>
            <StarRating rating={reviews.rating} />
            <p className="text-muted-foreground text-sm">{t("caption")}</p>
          </>
        ) : (
          <p className="text-muted-foreground py-6 text-sm">{t("noRating")}</p>
        )}
        {answered !== null && colour ? (
          <p
            className={cn("text-sm font-medium", PERCENTAGE_TEXT_CLASS[colour])}
            data-colour={colour}
          >
            {t("answered", {
              percent: format.number(Math.round(answered)),
              total: format.number(reviews.total),
            })}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The cards' places while another workspace's numbers load. */
export function HomeCardsSkeleton({
  interactions,
  reputation,
}: {
  interactions: boolean;
  reputation: boolean;
}) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
      {interactions ? <Skeleton className="h-64 lg:col-span-2" /> : null}
      {reputation ? <Skeleton className="h-64" /> : null}
    </div>
  );
}
