"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field, FieldControl, FieldDescription, FieldLabel } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { UploadRowItem } from "./upload-row";
import type { useUploads } from "./use-uploads";

/** The files chosen in the upload panel: the tags they share, each one's row, and the send button. */
export function UploadList({ uploads }: { uploads: ReturnType<typeof useUploads> }) {
  const t = useTranslations("files.upload");
  return (
    <div className="flex min-w-0 flex-col gap-3 rounded-lg border p-3 sm:p-4">
      <Field>
        <FieldLabel>{t("sharedTags")}</FieldLabel>
        <FieldControl>
          <Input
            value={uploads.sharedTags}
            disabled={uploads.busy}
            autoComplete="off"
            onChange={(event) => uploads.setSharedTags(event.target.value)}
          />
        </FieldControl>
        <FieldDescription className="text-xs">{t("sharedTagsHint")}</FieldDescription>
      </Field>
      <ul aria-label={t("dropped")} className="flex flex-col divide-y">
        {uploads.rows.map((row) => (
          <UploadRowItem
            key={row.key}
            row={row}
            onEdit={(change) => uploads.edit(row.key, change)}
            onCancel={() => uploads.cancel(row)}
            onRemove={() => uploads.remove(row.key)}
          />
        ))}
      </ul>
      <div className="flex flex-wrap justify-end gap-2">
        <Button
          type="button"
          variant="ghost"
          disabled={uploads.finishedCount === 0}
          onClick={uploads.clearFinished}
        >
          {t("clear")}
        </Button>
        {uploads.readyCount > 0 ? (
          <Button type="button" disabled={uploads.busy} onClick={() => void uploads.start()}>
            {t("start", { count: uploads.readyCount })}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
