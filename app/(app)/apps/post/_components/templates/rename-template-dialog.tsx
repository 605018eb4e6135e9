"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormDialog } from "@/components/common/form-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { Field, FieldControl, FieldError, FieldLabel } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import type { PostContentInput } from "@/lib/graphql/generated/client/graphql";
import { badInputIssues } from "@/components/forms/server-issues";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { UpdatePostTemplateMutation } from "@/lib/posts/operations";
import type { TemplateRow } from "./template-row";

/** The template's content as the API takes it back: the same text, its images by id. */
function contentInput({ images, ...content }: TemplateRow["content"]): PostContentInput {
  const { __typename, ...fields } = content as typeof content & { __typename?: string };
  void __typename;
  return { ...fields, imageIds: images.map((image) => image.id) };
}

/** Gives a template another name (2 to 60 characters, unique in the tenant); its content stays. */
export function RenameTemplateDialog({
  template,
  onClose,
  onRenamed,
}: {
  template: TemplateRow;
  onClose: () => void;
  onRenamed: () => void;
}) {
  const t = useTranslations("posts");
  const errorText = useApiErrorMessage(["posts.errors", "posts.validation"]);
  const [name, setName] = useState(template.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [rename, { loading }] = useGraphQLMutation(UpdatePostTemplateMutation);

  async function submit() {
    // The name's rule comes with zod, loaded when a rename is first sent.
    const { templateNameSchema } = await import("@/lib/posts/schema");
    const parsed = templateNameSchema.safeParse(name);
    if (!parsed.success) return setProblem(t("validation.templateName"));
    if (parsed.data === template.name) return onClose();
    const { data, error } = await rename({
      id: template.id,
      input: { name: parsed.data, content: contentInput(template.content) },
    }).then(
      (answer) => ({ data: answer, error: undefined }),
      (failure: unknown) => ({ data: undefined, error: failure }),
    );
    if (error || !data) {
      // A taken name belongs under the field; anything else is the call's.
      const onName = badInputIssues(error)?.find((issue) => issue.path.endsWith("name"));
      if (onName) return setProblem(errorText(error));
      toast.error(errorText(error));
      return;
    }
    toast.success(t("templates.rename.done", { name: parsed.data }));
    onRenamed();
  }

  return (
    <FormDialog
      onClose={onClose}
      title={t("templates.rename.title")}
      description={t("templates.rename.description", { name: template.name })}
      onSubmit={submit}
      submitLabel={t("templates.rename.save")}
      cancelLabel={t("templates.rename.cancel")}
      pending={loading}
    >
      <Field invalid={problem !== null}>
        <FieldLabel>{t("templates.rename.name")}</FieldLabel>
        <FieldControl>
          <Input
            value={name}
            data-autofocus
            onChange={(event) => {
              setName(event.target.value);
              setProblem(null);
            }}
          />
        </FieldControl>
        <FieldError>{problem}</FieldError>
      </Field>
    </FormDialog>
  );
}
