"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { FilesField } from "@/components/files/files-field";
import type { PickedFile } from "@/components/files/picked-file";
import { POST_LIMITS } from "@/lib/posts/rules";
import type { PostFormValues } from "./post-form-values";
import { usePostMessage } from "./use-post-message";

/**
 * The post's images: up to the maps service's ten, picked from the resources library or uploaded
 * into it here. A post takes pictures only, so an uploaded video stays in the library, unpicked.
 */
export function ImagesField() {
  const t = useTranslations("posts.form");
  const message = usePostMessage();
  const { control, getValues, setValue, formState } = useFormContext<PostFormValues>();
  const { field, fieldState } = useController({ control, name: "images" });
  const [notice, setNotice] = useState<string | null>(null);

  // Read when an upload ends, not from the render that started it: picks made meanwhile stay.
  function pickUploaded(uploaded: PickedFile[]) {
    const current = getValues("images");
    const pictures = uploaded.filter((file) => file.kind === "IMAGE");
    const fresh = pictures.filter((file) => !current.some((picked) => picked.id === file.id));
    const room = Math.max(POST_LIMITS.images - current.length, 0);
    setNotice(
      fresh.length > room
        ? (message("tooManyImages") ?? null)
        : pictures.length < uploaded.length
          ? t("videosLeftOut")
          : null,
    );
    setValue("images", [...current, ...fresh.slice(0, room)], {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
  }

  return (
    <FilesField
      label={t("images")}
      hint={t("imagesHint", { max: POST_LIMITS.images })}
      picked={field.value}
      onChange={(next) => {
        setNotice(null);
        field.onChange(next);
      }}
      issues={[]}
      notice={notice ?? message(fieldState.error?.message, "images")}
      onFull={() => setNotice(message("tooManyImages") ?? null)}
      onUploaded={pickUploaded}
      kind="IMAGE"
      max={POST_LIMITS.images}
    />
  );
}
