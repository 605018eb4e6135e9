"use client";

import { useTranslations } from "next-intl";
import { FormProvider, useForm } from "react-hook-form";
import { CharacterCounter } from "@/components/common/character-counter";
import { FormDialog } from "@/components/common/form-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { ControlledField } from "@/components/forms/controlled-field";
import { badInputIssues, showServerIssues } from "@/components/forms/server-issues";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { MAX_LENGTH } from "@/lib/constants";
import type { ReviewDraftFieldsFragment } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { UpdateReviewDraftMutation } from "@/lib/review-drafts/operations";

/** Edits one draft's text; the list shows the rules it breaks once saved. */
export function DraftEditorDialog({
  draft,
  onClose,
  onSaved,
}: {
  draft: ReviewDraftFieldsFragment;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations("reviewDrafts.editor");
  const message = useApiErrorMessage("reviewDrafts.validation");
  const errorMessage = useApiErrorMessage(["reviewDrafts.errors", "reviewDrafts.validation"]);
  const form = useForm<{ text: string }>({ defaultValues: { text: draft.text } });
  const [save, saving] = useGraphQLMutation(UpdateReviewDraftMutation);
  const limits = { min: 1, max: MAX_LENGTH.reviewReply };

  async function send({ text }: { text: string }) {
    const result = await save({ id: draft.id, text }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    if (result.data?.updateReviewDraft) {
      toast.success(t("saved"));
      return onSaved();
    }
    const issues = badInputIssues(result.error);
    if (
      issues &&
      showServerIssues(form.setError, issues, (path) => (path === "text" ? "text" : null))
    )
      return;
    toast.error(errorMessage(result.error));
  }

  return (
    <FormProvider {...form}>
      <FormDialog
        onClose={onClose}
        title={t("title")}
        description={t("description", { name: draft.reviewer })}
        onSubmit={form.handleSubmit(send)}
        formClassName="flex min-w-0 flex-col gap-4"
        submitLabel={saving.loading ? t("saving") : t("save")}
        cancelLabel={t("cancel")}
        pending={saving.loading}
        contentProps={{ className: "sm:max-w-xl", "data-testid": "draft-editor" }}
      >
        <ControlledField
          control={form.control}
          name="text"
          label={t("text")}
          message={(key) => message.key(key, { length: limits })}
          render={(field) => <Textarea {...field} rows={6} data-autofocus />}
          extra={(field) => <CharacterCounter value={field.value} max={limits.max} />}
        />
      </FormDialog>
    </FormProvider>
  );
}
