"use client";

import { useTranslations } from "next-intl";
import { FormProvider, useForm, type Resolver } from "react-hook-form";
import { FormDialog } from "@/components/common/form-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { ControlledField } from "@/components/forms/controlled-field";
import { badInputIssues, showServerIssues } from "@/components/forms/server-issues";
import { useZodRules } from "@/components/forms/zod-rules";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { apiErrorDetails } from "@/lib/apollo/error-code";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { REVIEW_LIMITS } from "@/lib/reviews/rules";
import type { TemplateInput } from "@/lib/reviews/schema";
import { TemplateBodyField } from "./template-body-field";
import type { TemplateRow } from "./template-row";
import {
  CreateReviewTemplateMutation,
  UpdateReviewTemplateMutation,
} from "@/lib/reviews/operations";

const FORM_FIELDS = new Set(["name", "body"]);

/** What the dialog edits: a template, or a new one. */
export type EditorTarget = { mode: "create" } | { mode: "edit"; template: TemplateRow };

/** The create / edit dialog of a template; mounted only while open, so each opening starts fresh. */
export function TemplateEditorDialog({
  target,
  onClose,
  onSaved,
}: {
  target: EditorTarget;
  onClose: () => void;
  /** After a save, or when the template turned out to be gone: the list is read again. */
  onSaved: () => void;
}) {
  const t = useTranslations("reviewTemplates");
  const message = useApiErrorMessage("reviewTemplates.validation");
  const errorMessage = useApiErrorMessage("reviewTemplates.errors");
  const editing = target.mode === "edit" ? target.template : null;
  // The server's schema, loaded after the page (zod stays out of its first load).
  const rules = useZodRules(() =>
    import("@/lib/reviews/schema").then((m) => m.templateInputSchema),
  );
  const form = useForm<TemplateInput>({
    resolver: rules.resolver as unknown as Resolver<TemplateInput>,
    defaultValues: { name: editing?.name ?? "", body: editing?.body ?? "" },
    mode: "onSubmit",
  });
  const [create, created] = useGraphQLMutation(CreateReviewTemplateMutation);
  const [update, updated] = useGraphQLMutation(UpdateReviewTemplateMutation);
  const sending = created.loading || updated.loading;

  async function send(input: TemplateInput) {
    const result = await (editing ? update({ id: editing.id, input }) : create({ input })).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    const data = result.data as
      { createReviewTemplate?: TemplateRow; updateReviewTemplate?: TemplateRow } | undefined;
    const saved = data?.createReviewTemplate ?? data?.updateReviewTemplate;
    if (saved) {
      toast.success(t(editing ? "toasts.updated" : "toasts.created", { name: saved.name }));
      return onSaved();
    }
    const issues = badInputIssues(result.error);
    const fieldOf = (path: string) => (FORM_FIELDS.has(path) ? path : null);
    if (issues && showServerIssues(form.setError, issues, fieldOf)) return;
    if (editing && apiErrorDetails(result.error).code === "NOT_FOUND") {
      toast.error(t("errors.NOT_FOUND"));
      return onSaved();
    }
    toast.error(errorMessage(result.error));
  }

  const nameLimits = REVIEW_LIMITS.templateName;
  return (
    <FormProvider {...form}>
      <FormDialog
        onClose={onClose}
        title={t(editing ? "editor.editTitle" : "editor.createTitle")}
        description={t("editor.description")}
        onSubmit={form.handleSubmit(send)}
        formClassName="flex min-w-0 flex-col gap-5"
        submitLabel={sending ? t("editor.saving") : t(editing ? "editor.save" : "editor.create")}
        cancelLabel={t("editor.cancel")}
        pending={sending}
        contentProps={{ className: "sm:max-w-2xl", "data-testid": "template-editor" }}
      >
        <ControlledField
          control={form.control}
          name="name"
          label={t("editor.name")}
          message={(key) => message.key(key, { length: nameLimits })}
          render={(field) => <Input {...field} autoComplete="off" />}
        />
        <TemplateBodyField />
      </FormDialog>
    </FormProvider>
  );
}
