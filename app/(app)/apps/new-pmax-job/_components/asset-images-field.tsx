"use client";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import type { CampaignFormValues } from "@/components/ads/campaign-form-values";
import { useAdsMessage } from "@/components/ads/use-ads-message";
import { FilesField } from "@/components/files/files-field";
import type { PickedFile } from "@/components/files/picked-file";
import {
  ADS_LIMITS,
  IMAGE_SHAPES,
  logoShape,
  marketingShape,
  type ImageShape,
} from "@/lib/ads/rules";
import { formatNumber } from "@/lib/format/number";
import type { Locale } from "@/lib/i18n/config";

const ROLES = {
  logos: {
    shapeOf: logoShape,
    shapes: ["LOGO", "LANDSCAPE_LOGO"],
    max: ADS_LIMITS.pmax.logos.max,
    wrongShape: "ads.validation.logoShape",
    full: "ads.validation.tooManyLogos",
  },
  images: {
    shapeOf: marketingShape,
    shapes: ["MARKETING", "SQUARE", "PORTRAIT"],
    max: ADS_LIMITS.pmax.images.max,
    wrongShape: "ads.validation.imageShape",
    full: "ads.validation.tooManyImages",
  },
} as const satisfies Record<
  "logos" | "images",
  {
    shapeOf: (size: { width: number; height: number }) => ImageShape | null;
    shapes: readonly ImageShape[];
    max: number;
    wrongShape: string;
    full: string;
  }
>;

/**
 * A Performance Max campaign's logos or images, picked from the resources library (or uploaded
 * into it here): each tile says the shape the campaign sees in it, a picked image of no shape says
 * so, and the hint names each shape's recommended and smallest sizes (lib/ads/rules.ts).
 */
export function AssetImagesField({ name }: { name: "logos" | "images" }) {
  const t = useTranslations("ads.form");
  const locale = useLocale() as Locale;
  const message = useAdsMessage();
  const role = ROLES[name];
  const { control, getValues, setValue, formState } = useFormContext<CampaignFormValues>();
  const { field, fieldState } = useController({ control, name });
  const [notice, setNotice] = useState<string | null>(null);
  const shapeName = (shape: ImageShape) =>
    t(`shapes.${shape}`, { ratio: formatNumber(IMAGE_SHAPES[shape].ratio, locale) });
  const size = ({ width, height }: { width: number; height: number }) =>
    t("imageSize", { width, height });
  const hint = role.shapes
    .map((shape) =>
      t("shapeHint", {
        shape: shapeName(shape),
        recommended: size(IMAGE_SHAPES[shape].recommended),
        min: size(IMAGE_SHAPES[shape].min),
      }),
    )
    .join(" · ");
  const picked = field.value;
  const issues = picked
    .filter((file) => !role.shapeOf(file))
    .map((file) => ({ file: file.name, text: message.key(role.wrongShape) ?? "" }));

  // Read when an upload ends, not from the render that started it: picks made meanwhile stay.
  function pickUploaded(uploaded: PickedFile[]) {
    const current = getValues(name);
    const fresh = uploaded.filter(
      (file) => file.kind === "IMAGE" && !current.some((picked) => picked.id === file.id),
    );
    const room = Math.max(role.max - current.length, 0);
    setNotice(fresh.length > room ? (message.key(role.full) ?? null) : null);
    setValue(name, [...current, ...fresh.slice(0, room)], {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
  }

  return (
    <FilesField
      label={t(name)}
      hint={`${t(`${name}Hint`, { max: role.max })} ${hint}`}
      picked={picked}
      onChange={(next) => {
        setNotice(null);
        field.onChange(next);
      }}
      issues={issues}
      notice={notice ?? message.key(fieldState.error?.message)}
      onFull={() => setNotice(message.key(role.full) ?? null)}
      onUploaded={pickUploaded}
      kind="IMAGE"
      max={role.max}
      noteOf={(file) => {
        const shape = role.shapeOf(file);
        return shape ? shapeName(shape) : t("noShape");
      }}
    />
  );
}
