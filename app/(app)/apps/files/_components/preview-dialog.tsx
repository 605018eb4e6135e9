"use client";
import { useLocale, useTranslations } from "next-intl";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { formatBytes } from "@/lib/format/number";
import type { ResourceItemFragment } from "@/lib/graphql/generated/client/graphql";
import type { Locale } from "@/lib/i18n/config";
import { FilePreview } from "./file-preview";

/** The file in large: the image, or the video with its controls. */
export function PreviewDialog({
  file,
  open,
  onClose,
}: {
  file: ResourceItemFragment;
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslations("files");
  const locale = useLocale() as Locale;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className="sm:max-w-3xl" data-testid="file-preview">
        <DialogHeader>
          <DialogTitle className="pr-6 break-all">{file.name}</DialogTitle>
          <DialogDescription>
            {t(`kinds.${file.kind}`)} ·{" "}
            {t("item.dimensions", { width: file.width, height: file.height })} ·{" "}
            {formatBytes(file.byteSize, locale)}
          </DialogDescription>
        </DialogHeader>
        {open ? <FilePreview file={file} /> : null}
      </DialogContent>
    </Dialog>
  );
}
