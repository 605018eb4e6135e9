"use client";
import { ImageUp } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { SectionCard } from "@/components/common/section-card";
import { FilePickerButton } from "@/components/files/file-picker-button";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { browserMime } from "@/lib/files/client-check";
import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES } from "@/lib/files/rules";
import { formatBytes } from "@/lib/format/number";
import type { Locale } from "@/lib/i18n/config";
import { MEDIA_CATEGORIES, type MediaCategory } from "@/lib/maps/types-media";
import { playgroundRules } from "@/lib/media/playground";
import { PlaygroundResult } from "./playground-result";
import { tryImage, type TryOutcome } from "./try-image";

/** A photo of any shape, so a first try shows the size rules alone. */
const FIRST_CATEGORY: MediaCategory = "ADDITIONAL";

/** Choose an image and a category, see the rules it meets and the image as an upload stores it. */
export function ImagePlayground() {
  const t = useTranslations("imagePlayground");
  const tc = useTranslations("media.categories");
  const locale = useLocale() as Locale;
  const categoryId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [category, setCategory] = useState<MediaCategory>(FIRST_CATEGORY);
  const [outcome, setOutcome] = useState<TryOutcome | null>(null);
  const [working, setWorking] = useState(false);

  // The previous answer's image is let go when another replaces it.
  const url = outcome?.ok ? outcome.url : null;
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  const run = async (picked: File) => {
    const mimeType = browserMime(picked);
    // Not sent when the browser already knows the server would refuse it unread.
    if (
      !(IMAGE_MIME_TYPES as readonly string[]).includes(mimeType ?? "") ||
      picked.size > IMAGE_MAX_BYTES
    ) {
      setOutcome({ ok: false, message: null });
      return;
    }
    setWorking(true);
    setOutcome(await tryImage(picked));
    setWorking(false);
  };

  const rules = file
    ? playgroundRules(
        {
          fileName: file.name,
          mimeType: outcome?.ok ? outcome.before.mimeType : browserMime(file),
          byteSize: file.size,
          size: outcome?.ok ? outcome.after : null,
        },
        category,
      )
    : null;

  return (
    <SectionCard title={t("tryTitle")} description={t("fileHint")}>
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <div className="flex flex-col gap-2">
            <Label htmlFor={categoryId}>{t("category")}</Label>
            <NativeSelect
              id={categoryId}
              value={category}
              onChange={(event) => setCategory(event.target.value as MediaCategory)}
            >
              {MEDIA_CATEGORIES.map((id) => (
                <option key={id} value={id}>
                  {tc(id)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <FilePickerButton
            accept={IMAGE_MIME_TYPES.join(",")}
            disabled={working}
            onFiles={(files) => {
              const picked = files[0]!;
              setFile(picked);
              setOutcome(null);
              void run(picked);
            }}
          >
            <ImageUp aria-hidden />
            {working ? t("working") : t("file")}
          </FilePickerButton>
          {file && !working ? (
            <Button type="button" variant="ghost" onClick={() => void run(file)}>
              {t("submit")}
            </Button>
          ) : null}
        </div>
        <div aria-live="polite" aria-busy={working}>
          {file && rules && !working ? (
            <PlaygroundResult
              file={file}
              outcome={outcome}
              rules={rules}
              categoryName={tc(category)}
              bytes={(value) => formatBytes(value, locale)}
            />
          ) : null}
        </div>
      </div>
    </SectionCard>
  );
}
