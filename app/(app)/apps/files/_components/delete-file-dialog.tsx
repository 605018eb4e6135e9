"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { GenericDialog } from "@/components/common/generic-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { FILE_MESSAGE_NAMESPACES, FILE_MESSAGE_OPTIONS } from "@/components/files/file-messages";
import { toast } from "@/components/ui/toast";
import { apiErrorCode } from "@/lib/apollo/error-code";
import type { ResourceItemFragment } from "@/lib/graphql/generated/client/graphql";
import { DeleteResourceMutation } from "@/lib/files/operations";
import { useGraphQLMutation } from "@/lib/http/use-graphql";

/** Asks before a file is deleted, then deletes it and reads the list again. */
export function DeleteFileDialog({
  file,
  open,
  onClose,
}: {
  file: ResourceItemFragment;
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslations("files.delete");
  const message = useApiErrorMessage(FILE_MESSAGE_NAMESPACES, FILE_MESSAGE_OPTIONS);
  const router = useRouter();
  const [remove] = useGraphQLMutation(DeleteResourceMutation);

  async function confirm() {
    onClose();
    const result = await remove({ id: file.id }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    const code = result.data?.deleteResource ? null : apiErrorCode(result.error);
    // Already gone is what was asked for.
    if (code && code !== "NOT_FOUND") return void toast.error(message.key(code));
    toast.success(t("deleted", { name: file.name }));
    router.refresh();
  }

  return (
    <GenericDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t("title")}
      description={t("description", { name: file.name })}
      confirmLabel={t("confirm")}
      onConfirm={confirm}
      destructive
    />
  );
}
