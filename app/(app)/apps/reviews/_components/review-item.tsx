"use client";
import { useLocale, useTranslations } from "next-intl";
import { UserRound } from "lucide-react";
import { useId } from "react";
import { StarRating } from "@/components/common/star-rating";
import { StatusChip } from "@/components/common/status-chip";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format/date";
import { initials } from "@/lib/format/text";
import type { ReviewItemFragment } from "@/lib/graphql/generated/client/graphql";
import type { Locale } from "@/lib/i18n/config";
import { ReportMenu } from "./report-menu";
import { ReviewActions } from "./review-actions";
import { ReviewReply } from "./review-reply";
import { ANONYMOUS_REVIEWER } from "@/lib/maps/types-reviews";

// One grid for the wide row and the narrow card: who / menu / store / body on a phone; who, body,
// store and menu side by side from md up, under the column headings of ReviewItemsHeader.
const GRID =
  "grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-2 [grid-template-areas:'who_menu'_'store_store'_'body_body'] md:grid-cols-[13rem_minmax(0,1fr)_11rem_2.5rem] md:gap-x-5 md:[grid-template-areas:'who_body_store_menu']";

/** The column headings of the wide rows; the cards of a phone need none. */
export function ReviewItemsHeader() {
  const t = useTranslations("reviews.columns");
  return (
    <div
      aria-hidden
      className={`${GRID} text-muted-foreground hidden border-b px-4 py-2 text-xs font-medium md:grid`}
    >
      <span className="[grid-area:who]">{t("reviewer")}</span>
      <span className="[grid-area:body]">{t("review")}</span>
      <span className="[grid-area:store]">{t("store")}</span>
    </div>
  );
}

/** One review: who wrote it and when, its stars, text and statuses, the reply, and its actions. */
export function ReviewItem({ review }: { review: ReviewItemFragment }) {
  const t = useTranslations("reviews");
  const locale = useLocale() as Locale;
  const headingId = useId();
  const removed = review.removedAt != null;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="review-item"
      data-review-id={review.id}
      className={`${GRID} p-3 sm:px-4`}
    >
      <div className="flex min-w-0 items-start gap-3 [grid-area:who]">
        <Avatar className="size-9">
          {review.reviewerPhotoUrl ? <AvatarImage src={review.reviewerPhotoUrl} alt="" /> : null}
          <AvatarFallback>
            {review.reviewer === ANONYMOUS_REVIEWER ? (
              <UserRound aria-hidden className="size-4" />
            ) : (
              initials(review.reviewer)
            )}
          </AvatarFallback>
        </Avatar>
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={headingId} className="truncate text-sm font-medium">
            {review.reviewer}
          </h3>
          <StarRating rating={review.rating} size="sm" />
          <p className="text-muted-foreground text-xs">
            <time dateTime={review.updateTime}>{formatDate(review.updateTime, locale)}</time>
          </p>
        </div>
      </div>

      <div className="[grid-area:menu]">
        <ReportMenu review={review} />
      </div>

      <p className="min-w-0 text-xs [grid-area:store] md:text-sm">
        <span className="font-medium">{review.location.title}</span>
        {review.location.locality ? (
          <span className="text-muted-foreground">
            <span className="md:hidden"> · </span>
            <span className="md:block">{review.location.locality}</span>
          </span>
        ) : null}
      </p>

      <div className="flex min-w-0 flex-col gap-2 [grid-area:body]">
        {review.comment ? (
          <p className="text-sm break-words whitespace-pre-line">{review.comment}</p>
        ) : (
          <p className="text-muted-foreground text-sm italic">{t("ratingOnly")}</p>
        )}
        <div className="flex flex-wrap gap-1">
          <StatusChip status={review.sentiment}>
            {t(`values.sentiment.${review.sentiment}`)}
          </StatusChip>
          {review.reported ? (
            <StatusChip status={review.reported}>
              {t(`values.reported.${review.reported}`)}
            </StatusChip>
          ) : null}
          {removed ? <Badge variant="muted">{t("removed.badge")}</Badge> : null}
        </div>
        {removed ? (
          <p role="note" className="bg-muted text-muted-foreground rounded-md px-3 py-2 text-sm">
            {t("removed.notice")}
          </p>
        ) : null}
        <ReviewReply review={review} />
        {removed ? null : <ReviewActions review={review} />}
      </div>
    </article>
  );
}
