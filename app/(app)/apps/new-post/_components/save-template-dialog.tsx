"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormDialog } from "@/components/common/form-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { badInputIssues, type ServerIssue } from "@/components/forms/server-issues";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import type { PostContentInput } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { PostFormSaveTemplateMutation } from "@/lib/posts/operations";
import { POST_MESSAGE_NAMESPACES, POST_MESSAGE_OPTIONS } from "./post-messages";

/**
 * "Save as template": the post's content (already checked by the form) kept under a name. The
 * name's refusals show here; a refusal of the content closes the dialog onto the fields.
 */
export function SaveTemplateDialog({
  open,
  onOpenChange,
  content,
  onContentIssues,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  content: () => PostContentInput;
  onContentIssues: (issues: ServerIssue[]) => void;
}) {
  const t = useTranslations("posts.form");
  const message = useApiErrorMessage(POST_MESSAGE_NAMESPACES, POST_MESSAGE_OPTIONS);
  const [name, setName] = useState("");
  const [issue, setIssue] = useState<string | null>(null);
  const [save, saving] = useGraphQLMutation(PostFormSaveTemplateMutation);

  async function submit() {
    // The name's rule comes with zod, loaded when a template is first saved.
    const { templateNameSchema } = await import("@/lib/posts/schema");
    const parsed = templateNameSchema.safeParse(name);
    if (!parsed.success) return setIssue("templateName");
    // A refusal or a failed request throws.
    const result = await save({ input: { name: parsed.data, content: content() } }).then(
      (data) => ({ data, error: undefined }),
      (failure: unknown) => ({ data: undefined, error: failure }),
    );
    if (result.data?.createPostTemplate && !result.error) {
      toast.success(t("templateSaved", { name: parsed.data }));
      setName("");
      setIssue(null);
      return onOpenChange(false);
    }
    const issues = badInputIssues(result.error);
    if (!issues) return void toast.error(t("templateFailed"));
    const onName = issues.find((i) => i.path === "" || i.path === "name");
    if (onName)
      return setIssue(onName.message === "templateNameTaken" ? onName.message : "templateName");
    onOpenChange(false);
    onContentIssues(issues);
  }

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={t("templateTitle")}
      description={t("templateDescription")}
      onSubmit={() => void submit()}
      submitLabel={saving.loading ? t("saving") : t("templateSave")}
      cancelLabel={t("cancel")}
      pending={saving.loading}
    >
      <FormField label={t("templateName")} error={issue ? message.key(issue) : undefined}>
        <Input
          value={name}
          autoComplete="off"
          onChange={(event) => {
            setName(event.target.value);
            setIssue(null);
          }}
        />
      </FormField>
    </FormDialog>
  );
}
