"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ImagePlus } from "lucide-react";
import { FilePickerButton } from "@/components/files/file-picker-button";
import { Button } from "@/components/ui/button";
import { fileNameIssue, IMAGE_MIME_TYPES } from "@/lib/files/rules";

type Outcome = { file: string; ok: boolean; message: string };

/** Photos sent through a share link: one request each, the server's translated answer shown. */
export function LinkUploadForm({ token }: { token: string }) {
  const t = useTranslations("mediaLink");
  const terror = useTranslations("files.errors");
  const router = useRouter();
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);

  async function send(file: File): Promise<Outcome> {
    if (fileNameIssue(file.name))
      return {
        file: file.name,
        ok: false,
        message: terror("FILE_NAME_PERIOD", { file: file.name }),
      };
    const form = new FormData();
    form.set("file", file);
    const response = await fetch(`/api/media-link/upload?token=${encodeURIComponent(token)}`, {
      method: "POST",
      body: form,
    }).catch(() => null);
    if (response?.ok) return { file: file.name, ok: true, message: t("sent", { file: file.name }) };
    const body = (await response?.json().catch(() => null)) as {
      error?: { message?: string };
    } | null;
    return { file: file.name, ok: false, message: body?.error?.message ?? t("failed") };
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!files.length) return;
    setBusy(true);
    const results: Outcome[] = [];
    for (const file of files) results.push(await send(file));
    setOutcomes(results);
    setBusy(false);
    setFiles([]);
    if (results.some((r) => r.ok)) router.refresh();
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <FilePickerButton
          multiple
          accept={IMAGE_MIME_TYPES.join(",")}
          disabled={busy}
          onFiles={(chosen) => setFiles([...chosen])}
        >
          <ImagePlus aria-hidden />
          {t("choose")}
        </FilePickerButton>
        <p className="text-muted-foreground min-w-0 text-sm break-words" aria-live="polite">
          {files.length
            ? t("chosen", { count: files.length, names: files.map((f) => f.name).join(", ") })
            : t("noneChosen")}
        </p>
      </div>
      <p className="text-muted-foreground text-sm">{t("rules")}</p>
      <Button type="submit" disabled={busy || !files.length}>
        {busy ? t("sending") : t("send")}
      </Button>
      <ul aria-live="polite" className="flex flex-col gap-1 text-sm">
        {outcomes.map((outcome) => (
          <li
            key={outcome.file}
            role={outcome.ok ? "status" : "alert"}
            className={outcome.ok ? "text-emerald-700" : "text-destructive"}
          >
            {outcome.message}
          </li>
        ))}
      </ul>
    </form>
  );
}
