"use client";
import { Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, type DragEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, FieldControl, FieldDescription, FieldLabel } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { UPLOAD_ACCEPT } from "@/lib/files/client-check";
import { cn } from "@/lib/utils";
import { FilePickerButton } from "./file-picker-button";
import { UploadRowItem } from "./upload-row";
import { useUploads } from "./use-uploads";

/**
 * The drop zone and file picker, the chosen files with their names and tags, and their uploads into
 * the resources library. `onUploaded` gets the ids of the files a round stored (POST /api/files
 * answers each one's id), for the page to read its list again or pick them.
 */
export function UploadPanel({ onUploaded }: { onUploaded?: (ids: string[]) => void }) {
  const t = useTranslations("files.upload");
  const headingId = useId();
  const [over, setOver] = useState(false);
  const uploads = useUploads({
    onFinished: (ids, failed) => {
      if (ids.length === 0) return;
      onUploaded?.(ids);
      toast.success(t("finished", { done: ids.length, failed }));
    },
  });

  function drop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    if (event.dataTransfer.files.length > 0) uploads.add(event.dataTransfer.files);
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3"
      // Inside another form (the media package's), Enter in a name or tags would send that form.
      onKeyDown={(event) => {
        if (event.key === "Enter" && event.target instanceof HTMLInputElement)
          event.preventDefault();
      }}
    >
      <h2 id={headingId} className="sr-only">
        {t("title")}
      </h2>
      <div
        data-testid="upload-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={cn(
          "flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-5 text-center transition-colors sm:flex-row sm:text-left",
          over ? "border-primary bg-primary/5" : "border-border",
        )}
      >
        <Upload aria-hidden className="text-muted-foreground size-8 shrink-0" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="text-sm font-medium">{t("dropHere")}</p>
          <p className="text-muted-foreground text-xs">{t("rules")}</p>
        </div>
        <FilePickerButton multiple accept={UPLOAD_ACCEPT} onFiles={uploads.add}>
          {t("choose")}
        </FilePickerButton>
      </div>

      {uploads.rows.length > 0 ? (
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
      ) : null}
    </section>
  );
}
