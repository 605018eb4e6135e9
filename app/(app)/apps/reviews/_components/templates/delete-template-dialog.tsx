"use client";

import { useTranslations } from "next-intl";
import { GenericDialog } from "@/components/common/generic-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { toast } from "@/components/ui/toast";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import type { TemplateRow } from "./template-row";
import { DeleteReviewTemplateMutation } from "@/lib/reviews/operations";

/** Asks before a template is deleted; a template a rule still uses stays (TEMPLATE_IN_USE). */
export function DeleteTemplateDialog({
  template,
  onClose,
  onDeleted,
}: {
  template: TemplateRow | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const t = useTranslations("reviewTemplates");
  const errorMessage = useApiErrorMessage("reviewTemplates.errors");
  const [remove, { loading }] = useGraphQLMutation(DeleteReviewTemplateMutation);

  async function confirm(target: TemplateRow) {
    const result = await remove({ id: target.id }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    if (result.data?.deleteReviewTemplate) {
      toast.success(t("toasts.deleted", { name: target.name }));
      onDeleted();
    } else toast.error(errorMessage(result.error));
    onClose();
  }

  return (
    <GenericDialog
      open={template !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t("delete.title")}
      description={template ? t("delete.confirm", { name: template.name }) : undefined}
      confirmLabel={t("delete.delete")}
      onConfirm={() => (template ? void confirm(template) : undefined)}
      destructive
      busy={loading}
      contentProps={{ "data-testid": "template-delete-dialog" }}
    />
  );
}
