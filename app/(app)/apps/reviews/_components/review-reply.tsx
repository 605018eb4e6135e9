"use client";
import { Bot, CornerDownRight } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { StatusChip } from "@/components/common/status-chip";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format/date";
import type { ReviewItemFragment } from "@/lib/graphql/generated/client/graphql";
import type { Locale } from "@/lib/i18n/config";
import { ReplyJobStatus } from "./reply-job-status";

/**
 * The review's reply as the maps service holds it: its text, its moderation (pending, approved, or
 * rejected with the policy it broke), whether the automatic replier wrote it; and the reply or
 * removal being sent from here, if any.
 */
export function ReviewReply({ review }: { review: ReviewItemFragment }) {
  const t = useTranslations("reviews.reply");
  const locale = useLocale() as Locale;
  const reply = review.reply;
  return (
    <>
      {reply ? (
        <section
          aria-label={t("label")}
          data-testid="review-reply"
          className="bg-muted/50 flex flex-col gap-1.5 rounded-md border-l-2 px-3 py-2"
        >
          <div className="flex flex-wrap items-center gap-1.5 text-xs">
            <CornerDownRight aria-hidden className="text-muted-foreground size-3.5" />
            <span className="font-medium">{t("label")}</span>
            <time className="text-muted-foreground" dateTime={reply.updateTime}>
              {formatDate(reply.updateTime, locale)}
            </time>
            {reply.state ? (
              <StatusChip status={reply.state}>{t(`states.${reply.state}`)}</StatusChip>
            ) : null}
            {reply.automatic ? (
              <Badge variant="info">
                <Bot aria-hidden />
                {t("automatic")}
              </Badge>
            ) : null}
          </div>
          <p className="text-sm break-words whitespace-pre-line">{reply.comment}</p>
          {reply.state === "REJECTED" ? <PolicyReason code={reply.policyViolation} /> : null}
        </section>
      ) : null}
      {/* A reply refused because the review is gone says no more than the removal notice. */}
      {review.replyJob && !(review.removedAt && review.replyJob.error === "REVIEW_REMOVED") ? (
        <ReplyJobStatus reviewId={review.id} job={review.replyJob} />
      ) : null}
    </>
  );
}

/** Why the service refused the reply, in the user's words when the policy is a known one. */
function PolicyReason({ code }: { code?: string | null }) {
  const t = useTranslations("reviews.reply");
  const known = code && t.has(`policies.${code}`);
  const reason = known ? t(`policies.${code}` as "policies.LINKS") : code;
  return (
    <p className="text-destructive text-sm" data-testid="reply-policy">
      {reason ? t("rejectedBecause", { reason }) : t("rejected")}
    </p>
  );
}
