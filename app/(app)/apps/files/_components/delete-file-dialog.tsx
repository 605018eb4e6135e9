"use client";
import { useMutation } from "@apollo/client/react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { GenericDialog } from "@/components/common/generic-dialog";
import { toast } from "@/components/ui/toast";
import { apiErrorCode } from "@/lib/apollo/error-code";
import { graphql } from "@/lib/graphql/generated/client";
import type { ResourceItemFragment } from "@/lib/graphql/generated/client/graphql";
import { useFileMessage } from "@/components/files/use-file-message";

const DeleteResourceMutation = graphql(`
  mutation DeleteResource($id: ID!) {
    deleteResource(id: $id)
  }
`);

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
  const message = useFileMessage();
  const router = useRouter();
  const [remove] = useMutation(DeleteResourceMutation);

  async function confirm() {
    onClose();
    const result = await remove({ variables: { id: file.id } }).catch((error: unknown) => ({
      data: undefined,
      error,
    }));
    const code = result.data?.deleteResource ? null : apiErrorCode(result.error);
    // Already gone is what was asked for.
    if (code && code !== "NOT_FOUND") return void toast.error(message(code));
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
