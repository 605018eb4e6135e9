"use client";
import { ImageIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import type { CampaignFormValues } from "@/components/ads/campaign-form-values";
import { logoShape, marketingShape } from "@/lib/ads/rules";

const firstText = (list: readonly string[] | undefined) =>
  (list ?? []).map((text) => text.trim()).find(Boolean) ?? "";

/**
 * How one of the campaign's ads could look on a phone, as the user types: a landscape image, the
 * logo and business name, a title, a description and the link. Google mixes the assets itself;
 * this is one combination of them.
 */
export function PmaxPreview({ businessName }: { businessName: string | null }) {
  const t = useTranslations("ads.preview");
  const headingId = useId();
  const { control } = useFormContext<CampaignFormValues>();
  const [images, logos, headlines, descriptions, finalUrl] = useWatch({
    control,
    name: ["images", "logos", "headlines", "descriptions", "finalUrl"],
  });
  const landscape = images.find((file) => marketingShape(file) === "MARKETING") ?? images[0];
  const logo = logos.find((file) => logoShape(file) === "LOGO") ?? logos[0];
  const title = firstText(headlines);
  const description = firstText(descriptions);
  let host = "";
  try {
    host = finalUrl ? new URL(finalUrl).hostname : "";
  } catch {
    host = "";
  }

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2">
      <div>
        <h2 id={headingId} className="text-sm font-medium">
          {t("title")}
        </h2>
        <p className="text-muted-foreground text-xs">{t("hint")}</p>
      </div>
      <div className="bg-foreground/90 mx-auto w-full max-w-[18rem] rounded-[2rem] p-2.5 shadow-lg">
        <article
          data-testid="pmax-preview"
          className="bg-background flex min-h-[26rem] flex-col overflow-hidden rounded-[1.5rem]"
        >
          <div className="bg-muted/60 text-muted-foreground px-4 pt-3 pb-2 text-[11px]">
            {t("sponsored")}
          </div>
          {landscape ? (
            <div className="bg-muted aspect-[1.91/1]">
              {/* eslint-disable-next-line @next/next/no-img-element -- signed library URLs change on every read */}
              <img src={landscape.url} alt={landscape.name} className="size-full object-cover" />
            </div>
          ) : (
            <div className="bg-muted text-muted-foreground flex aspect-[1.91/1] flex-col items-center justify-center gap-1 text-xs">
              <ImageIcon aria-hidden className="size-6" />
              {t("noImage")}
            </div>
          )}
          <div className="flex min-w-0 flex-col gap-2 p-4">
            <div className="flex items-center gap-2">
              {logo ? (
                // eslint-disable-next-line @next/next/no-img-element -- signed library URLs change on every read
                <img src={logo.url} alt="" className="size-8 rounded-full border object-cover" />
              ) : (
                <span aria-hidden className="bg-muted size-8 rounded-full border" />
              )}
              <span className="min-w-0 truncate text-sm font-medium">
                {businessName || t("business")}
              </span>
            </div>
            <h3 className="text-base leading-snug font-semibold break-words">
              {title || <span className="text-muted-foreground">{t("noTitle")}</span>}
            </h3>
            <p className="text-sm break-words">
              {description || <span className="text-muted-foreground">{t("noDescription")}</span>}
            </p>
            {host ? <p className="text-muted-foreground truncate text-xs">{host}</p> : null}
            <span className="bg-primary text-primary-foreground mt-auto self-start rounded-full px-4 py-1.5 text-sm font-medium">
              {t("cta")}
            </span>
          </div>
        </article>
      </div>
    </section>
  );
}
