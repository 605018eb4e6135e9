"use client";
import { useMutation } from "@apollo/client/react";
import { MessageSquareReply, Pencil, Trash2 } from "lucide-react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { GenericDialog } from "@/components/common/generic-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { graphql } from "@/lib/graphql/generated/client";
import type { ReviewItemFragment } from "@/lib/graphql/generated/client/graphql";
import { useReviewErrors } from "./use-review-errors";

// The reply form (and its template picker) loads when a reply is first opened, not with the list.
const ReplyDialog = dynamic(() => import("./reply-dialog").then((module) => module.ReplyDialog));

const DeleteReviewReplyMutation = graphql(`
  mutation DeleteReviewReply($reviewId: ID!) {
    deleteReviewReply(reviewId: $reviewId) {
      jobId
      status
    }
  }
`);

/** Reply to a review, or edit or delete its reply (after a confirmation). */
export function ReviewActions({ review }: { review: ReviewItemFragment }) {
  const t = useTranslations("reviews.actions");
  const errors = useReviewErrors();
  const router = useRouter();
  const [replying, setReplying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [remove, removing] = useMutation(DeleteReviewReplyMutation);
  const name = review.reviewer;

  async function confirmDelete() {
    setConfirming(false);
    const { data, error } = await remove({ variables: { reviewId: review.id } });
    if (!data?.deleteReviewReply) {
      toast.error(errors.call(error));
      return;
    }
    toast.info(t("deleteQueued"));
    // The list shows the removal on its way (the review's reply job) and reads it until done.
    router.refresh();
  }

  return (
    <div className="flex flex-wrap gap-2">
      {review.reply ? (
        <>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setReplying(true)}
            aria-label={t("editFor", { name })}
          >
            <Pencil aria-hidden />
            {t("edit")}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={removing.loading}
            onClick={() => setConfirming(true)}
            aria-label={t("deleteFor", { name })}
          >
            <Trash2 aria-hidden />
            {t("delete")}
          </Button>
        </>
      ) : (
        <Button
          variant="outline"
          size="sm"
          onClick={() => setReplying(true)}
          aria-label={t("replyFor", { name })}
        >
          <MessageSquareReply aria-hidden />
          {t("reply")}
        </Button>
      )}
      {replying ? <ReplyDialog review={review} onClose={() => setReplying(false)} /> : null}
      <GenericDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("deleteTitle")}
        description={t("deleteDescription", { name })}
        confirmLabel={t("delete")}
        onConfirm={confirmDelete}
        destructive
      />
    </div>
  );
}
