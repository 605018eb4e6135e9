"use client";
import { CircleCheck, X } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { ProgressBar } from "@/components/jobs/progress-bar";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { formatBytes } from "@/lib/format/number";
import type { Locale } from "@/lib/i18n/config";
import { isRunning, type UploadRow } from "./use-uploads";

/** One chosen file: its name and tags while it waits, then its progress and outcome. */
export function UploadRowItem({
  row,
  onEdit,
  onCancel,
  onRemove,
}: {
  row: UploadRow;
  onEdit: (change: { name?: string; tags?: string }) => void;
  onCancel: () => void;
  onRemove: () => void;
}) {
  const t = useTranslations("files.upload");
  const locale = useLocale() as Locale;
  const file = row.file.name;
  const running = isRunning(row);
  const editable = row.status === "ready";
  const percent = Math.round(row.progress * 100);
  const errorId = useId();
  const status =
    row.status === "failed"
      ? null
      : row.status === "uploading"
        ? t("status.uploading", { percent })
        : t(`status.${row.status}`);

  return (
    <li
      data-testid="upload-row"
      data-status={row.status}
      className="flex min-w-0 flex-col gap-2 py-3"
    >
      <div className="flex min-w-0 items-start gap-2">
        <div className="flex min-w-0 flex-1 flex-col">
          <p className="truncate text-sm font-medium" title={file}>
            {file}
          </p>
          <p className="text-muted-foreground text-xs">
            {formatBytes(row.file.size, locale)}
            {status ? (
              <>
                {" · "}
                <span role="status" className={row.status === "done" ? "text-success" : undefined}>
                  {row.status === "done" ? (
                    <CircleCheck aria-hidden className="mr-1 inline size-3.5" />
                  ) : null}
                  {status}
                </span>
              </>
            ) : null}
          </p>
        </div>
        {running ? (
          <Button variant="ghost" size="sm" onClick={onCancel} aria-label={t("cancel", { file })}>
            <X aria-hidden />
            <span className="hidden sm:inline">{t("cancelShort")}</span>
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            onClick={onRemove}
            aria-label={t("remove", { file })}
          >
            <X aria-hidden />
          </Button>
        )}
      </div>
      {editable ? (
        <div className="grid min-w-0 gap-2 sm:grid-cols-2">
          <Input
            aria-label={t("name", { file })}
            value={row.name}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={row.error ? true : undefined}
            aria-describedby={row.error ? errorId : undefined}
            onChange={(event) => onEdit({ name: event.target.value })}
          />
          <Input
            aria-label={t("tags", { file })}
            placeholder={t("tagsPlaceholder")}
            value={row.tags}
            autoComplete="off"
            onChange={(event) => onEdit({ tags: event.target.value })}
          />
        </div>
      ) : null}
      {running || row.status === "done" ? (
        <ProgressBar done={percent} failed={0} total={100} label={t("progress", { file })} />
      ) : null}
      {row.error ? (
        <p id={errorId} role="alert" className="text-destructive text-sm break-words">
          {row.error}
        </p>
      ) : null}
    </li>
  );
}
