"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { ImagePlus } from "lucide-react";
import { FilePickerButton } from "@/components/files/file-picker-button";
import { Button } from "@/components/ui/button";
import { fileNameIssue, IMAGE_MIME_TYPES } from "@/lib/files/rules";
import { useLinkTemplates, type FormatLinkText, type LinkTemplates } from "./link-templates";

type Outcome = { file: string; ok: boolean; message: string };

type Texts = Record<"choose" | "noneChosen" | "rules" | "send" | "sending" | "failed", string>;

/** Photos sent through a share link: one request each, the server's translated answer shown. */
export function LinkUploadForm({
  token,
  locale,
  texts,
  templates,
}: {
  token: string;
  locale: string;
  texts: Texts;
  templates: LinkTemplates;
}) {
  const { format, load } = useLinkTemplates(locale, templates);
  const prepare = () => void load().catch(() => undefined);
  const router = useRouter();
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);

  async function send(file: File, format: FormatLinkText): Promise<Outcome> {
    if (fileNameIssue(file.name))
      return {
        file: file.name,
        ok: false,
        message: format("fileNamePeriod", { file: file.name }),
      };
    const form = new FormData();
    form.set("file", file);
    const response = await fetch(`/api/media-link/upload?token=${encodeURIComponent(token)}`, {
      method: "POST",
      body: form,
    }).catch(() => null);
    if (response?.ok)
      return { file: file.name, ok: true, message: format("sent", { file: file.name }) };
    const body = (await response?.json().catch(() => null)) as {
      error?: { message?: string };
    } | null;
    return { file: file.name, ok: false, message: body?.error?.message ?? texts.failed };
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!files.length) return;
    setBusy(true);
    const results: Outcome[] = [];
    const format = await load().catch((error: unknown) => {
      console.error("Loading the upload texts failed", error);
      return null;
    });
    for (const file of files)
      results.push(
        format ? await send(file, format) : { file: file.name, ok: false, message: texts.failed },
      );
    setOutcomes(results);
    setBusy(false);
    setFiles([]);
    if (results.some((r) => r.ok)) router.refresh();
  }

  return (
    // The formatter loads as the visitor reaches the form, before any text needs it.
    <form
      onSubmit={submit}
      onPointerDownCapture={prepare}
      onFocusCapture={prepare}
      className="flex flex-col gap-3"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <FilePickerButton
          multiple
          accept={IMAGE_MIME_TYPES.join(",")}
          disabled={busy}
          onFiles={(chosen) => {
            prepare();
            setFiles([...chosen]);
          }}
        >
          <ImagePlus aria-hidden />
          {texts.choose}
        </FilePickerButton>
        <p className="text-muted-foreground min-w-0 text-sm break-words" aria-live="polite">
          {!files.length
            ? texts.noneChosen
            : format?.("chosen", {
                count: files.length,
                names: files.map((f) => f.name).join(", "),
              })}
        </p>
      </div>
      <p className="text-muted-foreground text-sm">{texts.rules}</p>
      <Button type="submit" disabled={busy || !files.length}>
        {busy ? texts.sending : texts.send}
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
