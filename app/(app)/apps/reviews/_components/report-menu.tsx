"use client";
import { Flag } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { Button } from "@/components/ui/button";
import { ReportStatusMenu } from "@/components/common/report-status-menu";
import { toast } from "@/components/ui/toast";
import type {
  ReviewItemFragment,
  ReviewReportStatus,
} from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { REPORT_STATUSES } from "./reviews-table-config";
import { SetReviewReportMutation } from "@/lib/reviews/operations";

/**
 * Spec §4: the maps service has no API to report a review, so the user reports it in Google's own
 * tool and records it here: reported, then approved or rejected; the status can be changed or
 * cleared.
 */
export function ReportMenu({ review }: { review: ReviewItemFragment }) {
  const t = useTranslations("reviews.report");
  const errorMessage = useApiErrorMessage("reviews.errors");
  const router = useRouter();
  const [save, saving] = useGraphQLMutation(SetReviewReportMutation);

  async function choose(status: ReviewReportStatus | null) {
    const { data, error } = await save({ reviewId: review.id, status }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    if (!data?.setReviewReport) {
      toast.error(errorMessage(error));
      return;
    }
    toast.success(t(`saved.${status ?? "NONE"}`));
    router.refresh();
  }

  return (
    <ReportStatusMenu
      label={t("label")}
      statuses={REPORT_STATUSES}
      value={review.reported ?? null}
      optionLabel={(status) => t(`status.${status}`)}
      onChoose={choose}
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          disabled={saving.loading}
          aria-label={t("menu", { name: review.reviewer })}
          data-testid="review-report-menu"
        >
          <Flag aria-hidden className={review.reported ? "fill-current" : undefined} />
        </Button>
      }
    />
  );
}
