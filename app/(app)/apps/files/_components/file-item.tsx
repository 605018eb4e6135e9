"use client";
import { MoreVertical, Play } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { lazy, Suspense, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { MountOnUse } from "@/components/ui/mount-on-use";
import { formatDate } from "@/lib/format/date";
import { formatBytes, formatNumber } from "@/lib/format/number";
import type { ResourceItemFragment } from "@/lib/graphql/generated/client/graphql";
import type { Locale } from "@/lib/i18n/config";
import { FilePreview } from "./file-preview";

// The rename form, the delete question and the large preview load when first opened, not with the
// list: the list itself needs none of them (React's lazy: they never render on the server).
const EditFileDialog = lazy(() =>
  import("./edit-file-dialog").then((module) => ({ default: module.EditFileDialog })),
);
const DeleteFileDialog = lazy(() =>
  import("./delete-file-dialog").then((module) => ({ default: module.DeleteFileDialog })),
);
const PreviewDialog = lazy(() =>
  import("./preview-dialog").then((module) => ({ default: module.PreviewDialog })),
);

// One grid for the wide row and the narrow card: preview, file and menu side by side with the
// facts below on a phone; each fact in its own column from md up, under FileItemsHeader.
const GRID =
  "grid grid-cols-[4rem_minmax(0,1fr)_auto] gap-x-3 gap-y-1 [grid-template-areas:'thumb_file_menu'_'thumb_facts_facts'] md:grid-cols-[4rem_minmax(0,1fr)_5rem_8rem_5rem_6rem_2.5rem] md:items-center md:gap-x-4 md:[grid-template-areas:'thumb_file_kind_dims_size_date_menu']";

/** The column headings of the wide rows; the cards of a phone need none. */
export function FileItemsHeader() {
  const t = useTranslations("files.columns");
  return (
    <div
      aria-hidden
      className={`${GRID} text-muted-foreground hidden border-b px-4 py-2 text-xs font-medium md:grid`}
    >
      <span className="[grid-area:file]">{t("file")}</span>
      <span className="[grid-area:kind]">{t("kind")}</span>
      <span className="[grid-area:dims]">{t("dimensions")}</span>
      <span className="[grid-area:size]">{t("size")}</span>
      <span className="[grid-area:date]">{t("date")}</span>
    </div>
  );
}

type Open = "preview" | "edit" | "delete" | null;

/** One file of the library: its preview, name and tags, facts, and what can be done with it. */
export function FileItem({ file }: { file: ResourceItemFragment }) {
  const t = useTranslations("files");
  const locale = useLocale() as Locale;
  const headingId = useId();
  const [open, setOpen] = useState<Open>(null);
  const [previewed, setPreviewed] = useState(false);
  const show = (what: Open) => {
    if (what === "preview") setPreviewed(true);
    setOpen(what);
  };
  const close = () => setOpen(null);
  const seconds = file.durationMs != null ? formatNumber(file.durationMs / 1000, locale, 1) : null;

  return (
    <article
      aria-labelledby={headingId}
      data-testid="file-item"
      data-file-id={file.id}
      className={`${GRID} p-3 sm:px-4`}
    >
      <button
        type="button"
        className="bg-muted focus-visible:ring-ring/50 relative size-16 overflow-hidden rounded-md outline-none [grid-area:thumb] focus-visible:ring-[3px]"
        aria-label={t("item.preview", { name: file.name })}
        onClick={() => show("preview")}
      >
        <FilePreview file={file} thumbnail />
        {file.kind === "VIDEO" ? (
          <Play
            aria-hidden
            className="absolute top-1/2 left-1/2 size-6 -translate-x-1/2 -translate-y-1/2 fill-white text-white drop-shadow"
          />
        ) : null}
      </button>

      <div className="flex min-w-0 flex-col gap-1 [grid-area:file]">
        <h3 id={headingId} className="truncate text-sm font-medium" title={file.name}>
          {file.name}
        </h3>
        {file.tags.length > 0 ? (
          <ul aria-label={t("item.tagsOf", { name: file.name })} className="flex flex-wrap gap-1">
            {file.tags.map((tag) => (
              <li key={tag} className="max-w-full">
                <Badge variant="secondary" className="max-w-full truncate">
                  {tag}
                </Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground text-xs">{t("item.noTags")}</p>
        )}
      </div>

      <div className="text-muted-foreground flex flex-wrap gap-x-2 text-xs [grid-area:facts] md:contents md:text-sm">
        <span className="md:text-foreground [grid-area:kind]">{t(`kinds.${file.kind}`)}</span>
        <span className="tabular-nums [grid-area:dims]">
          {t("item.dimensions", { width: file.width, height: file.height })}
          {seconds ? ` · ${t("item.duration", { seconds })}` : null}
        </span>
        <span className="tabular-nums [grid-area:size]">{formatBytes(file.byteSize, locale)}</span>
        <time className="tabular-nums [grid-area:date]" dateTime={file.createdAt}>
          {formatDate(file.createdAt, locale)}
        </time>
      </div>

      <div className="[grid-area:menu]">
        <MountOnUse
          popup="menu"
          trigger={
            <Button variant="ghost" size="icon" aria-label={t("item.actions", { name: file.name })}>
              <MoreVertical aria-hidden />
            </Button>
          }
        >
          {(button) => (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>{button}</DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem onSelect={() => show("preview")}>
                  {t("actions.preview")}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => show("edit")}>
                  {t("actions.edit")}
                </DropdownMenuItem>
                <DropdownMenuItem asChild>
                  <a href={file.url} target="_blank" rel="noopener noreferrer">
                    {t("actions.open")}
                  </a>
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem variant="destructive" onSelect={() => show("delete")}>
                  {t("actions.delete")}
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          )}
        </MountOnUse>
      </div>

      <Suspense fallback={null}>
        {/* The preview stays mounted once opened, so it can close as it opened. */}
        {previewed ? <PreviewDialog file={file} open={open === "preview"} onClose={close} /> : null}
        {open === "edit" ? <EditFileDialog file={file} onClose={close} /> : null}
        {open === "delete" ? <DeleteFileDialog file={file} open onClose={close} /> : null}
      </Suspense>
    </article>
  );
}
