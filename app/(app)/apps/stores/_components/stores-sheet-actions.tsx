"use client";
import { ChevronDown, Download, Upload } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter, useSearchParams } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { FormDialog } from "@/components/common/form-dialog";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatBytes } from "@/lib/format/number";
import { CSRF_HEADER } from "@/lib/http/endpoint";
import type { Locale } from "@/lib/i18n/config";

// Kept here rather than read from lib/store-import/rules (which loads the phone library).
const MAX_ROWS = 10_000;
const MAX_BYTES = 20 * 1024 * 1024;
/** The list's own URL keys the export takes, as the list reads them. */
const LIST_KEYS = ["filter", "sort", "search", "locality", "openStatus", "verified"];

/** The stores list's "Export" menu (CSV, XLSX of the view) and "Import" (upload, then preview). */
export function StoresSheetActions({ workspaceId }: { workspaceId: string | null }) {
  const t = useTranslations("storeImport");
  const params = useSearchParams();
  const [importing, setImporting] = useState(false);

  const exportHref = (format: "csv" | "xlsx") => {
    const query = new URLSearchParams({ format });
    for (const key of LIST_KEYS) for (const value of params.getAll(key)) query.append(key, value);
    if (workspaceId) query.set("workspace", workspaceId);
    return `/api/stores/export?${query}`;
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="sm" variant="outline">
            <Download aria-hidden />
            {t("export")}
            <ChevronDown aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="max-w-72">
          <DropdownMenuLabel className="text-muted-foreground text-xs font-normal">
            {t("exportHint")}
          </DropdownMenuLabel>
          <DropdownMenuItem asChild>
            <a href={exportHref("csv")} download>
              {t("exportCsv")}
            </a>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <a href={exportHref("xlsx")} download>
              {t("exportXlsx")}
            </a>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
        <Upload aria-hidden />
        {t("import")}
      </Button>
      {importing ? <ImportDialog onClose={() => setImporting(false)} /> : null}
    </>
  );
}

function ImportDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations("storeImport");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      setError(t("fileErrors.noFile"));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const body = new FormData();
      body.set("file", file);
      const response = await fetch("/api/stores/import", {
        method: "POST",
        body,
        headers: { [CSRF_HEADER]: "1" },
      });
      const answer = (await response.json().catch(() => null)) as {
        id?: string;
        error?: { message?: string };
      } | null;
      if (response.ok && answer?.id) {
        router.push(`/apps/stores/import/${answer.id}`);
        return;
      }
      setError(answer?.error?.message ?? t("uploadError"));
    } catch {
      setError(t("uploadError"));
    }
    setPending(false);
  }

  return (
    <FormDialog
      onClose={onClose}
      title={t("importTitle")}
      description={t("importDescription")}
      onSubmit={submit}
      submitLabel={t("upload")}
      pending={pending}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>{t("file")}</Label>
        <Input
          id={inputId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          data-autofocus
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setError(null);
          }}
        />
        <p id={hintId} className="text-muted-foreground text-sm">
          {t("fileHint", {
            rows: MAX_ROWS.toLocaleString(locale),
            size: formatBytes(MAX_BYTES, locale),
          })}
        </p>
        {error ? (
          <p id={errorId} role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}
