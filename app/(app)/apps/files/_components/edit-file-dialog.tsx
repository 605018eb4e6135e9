"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useForm, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { FormDialog } from "@/components/common/form-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { FILE_MESSAGE_NAMESPACES, FILE_MESSAGE_OPTIONS } from "@/components/files/file-messages";
import { ControlledField } from "@/components/forms/controlled-field";
import { badInputIssues } from "@/components/forms/server-issues";
import { useZodRules } from "@/components/forms/zod-rules";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { apiErrorCode } from "@/lib/apollo/error-code";
import type { ResourceItemFragment } from "@/lib/graphql/generated/client/graphql";
import { UpdateResourceMutation } from "@/lib/files/operations";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import type { editFileRules } from "./edit-file-rules";

type EditValues = z.input<typeof editFileRules>;
type EditInput = z.output<typeof editFileRules>;

/** Renames and retags a file; mounted only while open, so each opening starts from the file. */
export function EditFileDialog({
  file,
  onClose,
}: {
  file: ResourceItemFragment;
  onClose: () => void;
}) {
  const t = useTranslations("files.edit");
  const message = useApiErrorMessage(FILE_MESSAGE_NAMESPACES, FILE_MESSAGE_OPTIONS);
  const router = useRouter();
  const rules = useZodRules(() => import("./edit-file-rules").then((m) => m.editFileRules));
  const form = useForm<EditValues, unknown, EditInput>({
    resolver: rules.resolver as unknown as Resolver<EditValues, unknown, EditInput>,
    defaultValues: { name: file.name, tags: file.tags.join(", ") },
  });
  const [update, { loading }] = useGraphQLMutation(UpdateResourceMutation);

  async function save(input: EditInput) {
    const result = await update({ input: { id: file.id, ...input } }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    if (result.data?.updateResource) {
      toast.success(t("saved", { name: result.data.updateResource.name }));
      onClose();
      router.refresh();
      return;
    }
    // The server's refusals carry the code of files.errors, on the field they concern.
    const issue = badInputIssues(result.error)?.[0];
    if (issue) {
      const field = issue.path.endsWith("tags") ? "tags" : "name";
      form.setError(field, {
        type: "server",
        message: message.key(issue.message, { values: { name: input.name } }),
      });
      return;
    }
    const code = apiErrorCode(result.error);
    toast.error(code === "NOT_FOUND" ? t("gone") : message.key(code));
    if (code === "NOT_FOUND") {
      onClose();
      router.refresh();
    }
  }

  const fieldMessage = (text: string | undefined) =>
    // Client-side issues are files.errors codes; the server's are already translated.
    text && /^[A-Z_]+$/.test(text) ? message.key(text) : text;

  return (
    <FormDialog
      onClose={onClose}
      title={t("title")}
      description={t("description")}
      onSubmit={form.handleSubmit(save)}
      submitLabel={t("save")}
      cancelLabel={t("cancel")}
      pending={loading}
      contentProps={{ "data-testid": "file-edit" }}
    >
      <ControlledField
        control={form.control}
        name="name"
        label={t("name")}
        message={fieldMessage}
        render={(field) => <Input {...field} autoComplete="off" spellCheck={false} />}
      />
      <ControlledField
        control={form.control}
        name="tags"
        label={t("tags")}
        hint={t("tagsHint")}
        hintClassName="text-xs"
        message={fieldMessage}
        render={(field) => <Input {...field} autoComplete="off" />}
      />
    </FormDialog>
  );
}
