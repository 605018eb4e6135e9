"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { FilesField } from "@/components/files/files-field";
import type { PickedFile } from "@/components/files/picked-file";
import { POST_LIMITS } from "@/lib/posts/options";
import type { PostFormValues } from "./post-form-values";
import { POST_MESSAGE_NAMESPACES, POST_MESSAGE_OPTIONS } from "./post-messages";

/**
 * The post's images: up to the maps service's ten, picked from the resources library or uploaded
 * into it here. A post takes pictures only, so an uploaded video stays in the library, unpicked.
 */
export function ImagesField() {
  const t = useTranslations("posts.form");
  const message = useApiErrorMessage(POST_MESSAGE_NAMESPACES, POST_MESSAGE_OPTIONS);
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
        ? (message.key("tooManyImages") ?? null)
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
      notice={notice ?? message.key(fieldState.error?.message)}
      onFull={() => setNotice(message.key("tooManyImages") ?? null)}
      onUploaded={pickUploaded}
      kind="IMAGE"
      max={POST_LIMITS.images}
    />
  );
}
