"use client";
import { useTranslations } from "next-intl";
import { GenericDialog } from "@/components/common/generic-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { toast } from "@/components/ui/toast";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { DeletePostTemplateMutation } from "@/lib/posts/operations";
import type { TemplateRow } from "./template-row";

/** Asks before a template is deleted; posts made from it keep what they say. */
export function DeleteTemplateDialog({
  template,
  onClose,
  onDeleted,
}: {
  template: TemplateRow | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const t = useTranslations("posts.templates.delete");
  const errorText = useApiErrorMessage(["posts.errors", "posts.validation"]);
  const [remove] = useGraphQLMutation(DeletePostTemplateMutation);

  async function confirm(target: TemplateRow) {
    onClose();
    const { data, error } = await remove({ id: target.id }).then(
      (answer) => ({ data: answer, error: undefined }),
      (failure: unknown) => ({ data: undefined, error: failure }),
    );
    if (error || !data?.deletePostTemplate) {
      toast.error(errorText(error));
      return;
    }
    toast.success(t("done", { name: target.name }));
    onDeleted();
  }

  return (
    <GenericDialog
      open={template !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t("title")}
      description={template ? t("confirm", { name: template.name }) : ""}
      confirmLabel={t("button")}
      onConfirm={() => (template ? void confirm(template) : undefined)}
      destructive
    />
  );
}
