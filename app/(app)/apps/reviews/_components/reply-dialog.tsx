"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { CharacterCounter } from "@/components/common/character-counter";
import { FormDialog } from "@/components/common/form-dialog";
import { StarRating } from "@/components/common/star-rating";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { ControlledField } from "@/components/forms/controlled-field";
import { badInputIssues } from "@/components/forms/server-issues";
import { useZodRules } from "@/components/forms/zod-rules";
import { Textarea } from "@/components/ui/textarea";
import { apiErrorDetails } from "@/lib/apollo/error-code";
import { MAX_LENGTH } from "@/lib/constants";
import type { ReviewItemFragment } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { placeholderValues } from "@/lib/reviews/template-vars";
import { ReplyJobStatus } from "./reply-job-status";
import type { replyRules } from "./reply-rules";
import { TemplatePicker } from "./template-picker";
import { ReplyToReviewMutation } from "@/lib/reviews/operations";

type ReplyForm = z.input<typeof replyRules>;
const LIMITS = { min: 1, max: MAX_LENGTH.reviewReply };

/**
 * Writes or replaces a review's reply (spec §5: at most 400 characters, counted as the user types;
 * past the limit the form says so and sends nothing). Once sent, the reply job's progress and
 * outcome take the form's place.
 */
export function ReplyDialog({
  review,
  onClose,
}: {
  review: ReviewItemFragment;
  onClose: () => void;
}) {
  const t = useTranslations("reviews.replyForm");
  const templateMessage = useApiErrorMessage("reviewTemplates.validation");
  const errorMessage = useApiErrorMessage("reviews.errors");
  const router = useRouter();
  const [send, sending] = useGraphQLMutation(ReplyToReviewMutation);
  const [sent, setSent] = useState<ReviewItemFragment | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The list is read again when the dialog closes, not before: a reply that takes the review out
  // of the filtered list (or a review found removed) would otherwise close the dialog under the
  // user's eyes.
  const [changed, setChanged] = useState(false);
  const close = () => {
    if (changed) router.refresh();
    onClose();
  };
  const rules = useZodRules(() => import("./reply-rules").then((m) => m.replyRules));
  const form = useForm<ReplyForm>({
    resolver: rules.resolver as unknown as Resolver<ReplyForm>,
    defaultValues: { comment: review.reply?.comment ?? "" },
    mode: "onChange",
  });
  const comment = useWatch({ control: form.control, name: "comment" }) ?? "";

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const { data, error } = await send({ reviewId: review.id, comment: values.comment }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    const result = data?.replyToReview;
    if (!result) {
      // The server's refusal of the text lands on the field; anything else is said under the form.
      const issue = badInputIssues(error)?.find((i) => i.path.endsWith("comment"));
      if (issue) form.setError("comment", { message: issue.message });
      else setRefusal(errorMessage(error));
      // Deleted on the provider meanwhile: the list then shows it removed, without a reply button.
      if (apiErrorDetails(error).code === "REVIEW_REMOVED") setChanged(true);
      return;
    }
    setSent(result.review);
    setChanged(true);
  });

  const messageOf = (key?: string) =>
    key === "tooShort"
      ? t("required")
      : key
        ? (templateMessage.key(key, { length: LIMITS, values: placeholderValues(comment) }) ??
          t("invalid"))
        : undefined;

  return (
    <FormDialog
      onClose={close}
      title={review.reply ? t("editTitle") : t("title")}
      description={t("description", { name: review.reviewer, store: review.location.title })}
      intro={
        <figure className="bg-muted/50 flex flex-col gap-1 rounded-md px-3 py-2">
          <StarRating rating={review.rating} size="sm" />
          <blockquote className="text-sm break-words whitespace-pre-line">
            {review.comment ?? (
              <span className="text-muted-foreground italic">{t("ratingOnly")}</span>
            )}
          </blockquote>
        </figure>
      }
      onSubmit={onSubmit}
      formClassName="flex flex-col gap-3"
      submitLabel={sending.loading ? t("sending") : t("send")}
      cancelLabel={t("cancel")}
      closeLabel={t("close")}
      pending={sending.loading}
      outcome={
        sent?.replyJob ? (
          <ReplyJobStatus reviewId={review.id} job={sent.replyJob} refresh={false} />
        ) : null
      }
      contentProps={{ className: "max-h-[90dvh] overflow-y-auto sm:max-w-lg" }}
    >
      <TemplatePicker
        review={review}
        onPick={(text) =>
          form.setValue("comment", text, { shouldDirty: true, shouldValidate: true })
        }
      />
      <ControlledField
        control={form.control}
        name="comment"
        label={t("comment")}
        message={messageOf}
        render={(field) => (
          <Textarea
            {...field}
            rows={5}
            // A long unbroken word (a link) wraps instead of widening the dialog.
            className="min-h-28 [overflow-wrap:anywhere]"
            data-autofocus
          />
        )}
        extra={() => (
          <CharacterCounter
            data-testid="reply-counter"
            value={comment}
            max={LIMITS.max}
            className="text-sm"
          />
        )}
      />
      {refusal ? (
        <p role="alert" className="text-destructive text-sm">
          {refusal}
        </p>
      ) : null}
    </FormDialog>
  );
}
