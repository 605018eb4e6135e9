"use client";
import { MessageSquareReply, Pencil, Sparkles, Trash2 } from "lucide-react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { GenericDialog } from "@/components/common/generic-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import type { ReviewItemFragment } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { DraftReplyMutation } from "@/lib/review-drafts/operations";
import { DeleteReviewReplyMutation } from "@/lib/reviews/operations";

// The reply form (and its template picker) loads when a reply is first opened, not with the list.
const ReplyDialog = dynamic(() => import("./reply-dialog").then((module) => module.ReplyDialog));

/** Reply to a review, or edit or delete its reply (after a confirmation). */
export function ReviewActions({ review }: { review: ReviewItemFragment }) {
  const t = useTranslations("reviews.actions");
  const errorMessage = useApiErrorMessage("reviews.errors");
  const router = useRouter();
  const [replying, setReplying] = useState(false);
  const replyButton = useRef<HTMLButtonElement>(null);
  // The reply dialog gives the focus back to its button as it closes, and again once the list,
  // read again, shows the reply sent (until the focus moves on).
  const [returning, setReturning] = useState(false);
  useEffect(() => {
    if (returning) replyButton.current?.focus();
  }, [returning, review.reply]);
  const [confirming, setConfirming] = useState(false);
  const [remove, removing] = useGraphQLMutation(DeleteReviewReplyMutation);
  const [draft, drafting] = useGraphQLMutation(DraftReplyMutation);
  const draftError = useApiErrorMessage(["reviewDrafts.errors", "reviews.errors"]);
  const tDrafts = useTranslations("reviewDrafts.inbox");
  const name = review.reviewer;

  async function draftReply() {
    const { data, error } = await draft({ reviewId: review.id }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    if (!data?.draftReply) toast.error(draftError(error));
    else toast.success(tDrafts("draftReady"));
  }

  async function confirmDelete() {
    setConfirming(false);
    const { data, error } = await remove({ reviewId: review.id }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    if (!data?.deleteReviewReply) {
      toast.error(errorMessage(error));
      return;
    }
    toast.info(t("deleteQueued"));
    // The list shows the removal on its way (the review's reply job) and reads it until done.
    router.refresh();
  }

  return (
    <div className="flex flex-wrap gap-2">
      {/* One button for Reply and Edit reply: once a reply is sent it stays the same element, so
          the focus the reply dialog gives back is not lost when the list shows the reply. */}
      <Button
        ref={replyButton}
        variant="outline"
        size="sm"
        onClick={() => setReplying(true)}
        onBlur={() => setReturning(false)}
        aria-label={review.reply ? t("editFor", { name }) : t("replyFor", { name })}
      >
        {review.reply ? <Pencil aria-hidden /> : <MessageSquareReply aria-hidden />}
        {review.reply ? t("edit") : t("reply")}
      </Button>
      {review.reply ? null : (
        <Button
          variant="ghost"
          size="sm"
          disabled={drafting.loading}
          aria-busy={drafting.loading || undefined}
          onClick={draftReply}
          aria-label={tDrafts("draftReplyFor", { name })}
        >
          <Sparkles aria-hidden />
          {tDrafts("draftReply")}
        </Button>
      )}
      {review.reply ? (
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
      ) : null}
      {replying ? (
        <ReplyDialog
          review={review}
          onClose={() => {
            setReplying(false);
            setReturning(true);
          }}
        />
      ) : null}
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
