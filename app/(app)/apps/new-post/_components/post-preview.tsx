"use client";
import { ImageIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/config";
import { composeSummary, impliedAction, SCHEDULED_TYPES } from "@/lib/posts/options";
import type { PostFormValues } from "./post-form-values";
import { TYPE_ICONS } from "./type-step";

/**
 * How the post will look on the maps service, as the user types: its first image, the type, an
 * event's or offer's title and dates, the text the service shows (composeSummary, as sent), an
 * offer's coupon and terms, and the button.
 */
export function PostPreview() {
  const t = useTranslations("posts");
  const locale = useLocale() as Locale;
  const headingId = useId();
  const { control } = useFormContext<PostFormValues>();
  const values = useWatch({ control }) as PostFormValues;
  const type = values.type;
  const scheduled = SCHEDULED_TYPES.includes(type);
  const offer = type === "OFFER";
  const summary = composeSummary(values);
  const action = impliedAction(type, values.actionType || null);
  const [image] = values.images;
  const Icon = TYPE_ICONS[type];
  const when = (date: string, time: string) =>
    date ? `${formatDate(date, locale)} ${time}`.trim() : "…";

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2">
      <div>
        <h2 id={headingId} className="text-sm font-medium">
          {t("form.previewTitle")}
        </h2>
        <p className="text-muted-foreground text-xs">{t("form.previewHint")}</p>
      </div>
      <article
        data-testid="post-preview"
        className="bg-card mx-auto w-full max-w-sm overflow-hidden rounded-xl border shadow-sm"
      >
        {image ? (
          <div className="bg-muted relative aspect-[4/3]">
            {/* eslint-disable-next-line @next/next/no-img-element -- signed library URLs change on every read */}
            <img src={image.url} alt={image.name} className="size-full object-cover" />
            {values.images.length > 1 ? (
              <span className="absolute right-2 bottom-2 rounded-full bg-black/60 px-2 py-0.5 text-xs text-white">
                {t("form.previewImages", { count: values.images.length })}
              </span>
            ) : null}
          </div>
        ) : (
          <div className="bg-muted text-muted-foreground flex aspect-[4/3] flex-col items-center justify-center gap-1 text-xs">
            <ImageIcon aria-hidden className="size-6" />
            {t("form.previewNoImage")}
          </div>
        )}
        <div className="flex min-w-0 flex-col gap-2 p-3">
          <Badge variant="secondary">
            <Icon aria-hidden />
            {t(`types.${type}`)}
          </Badge>
          {scheduled ? (
            <div className="flex min-w-0 flex-col gap-0.5">
              <h3 className="font-semibold break-words">
                {values.title.trim() || t("form.previewNoTitle")}
              </h3>
              <p className="text-muted-foreground text-xs">
                {t("form.previewDates", {
                  from: when(values.validFromDate, values.validFromTime),
                  to: when(values.validToDate, values.validToTime),
                })}
              </p>
            </div>
          ) : null}
          {summary ? (
            <p className="text-sm break-words whitespace-pre-line">{summary}</p>
          ) : (
            <p className="text-muted-foreground text-sm italic">{t("form.previewEmpty")}</p>
          )}
          {offer && values.couponCode.trim() ? (
            <div className="rounded-md border border-dashed p-2 text-center">
              <p className="text-muted-foreground text-xs">{t("form.couponCode")}</p>
              <p className="font-mono font-semibold break-all">{values.couponCode.trim()}</p>
            </div>
          ) : null}
          {offer && values.redeemOnlineUrl.trim() ? (
            <p className="text-primary text-sm font-medium">{t("form.previewRedeem")}</p>
          ) : null}
          {offer && values.termsConditions.trim() ? (
            <p className="text-muted-foreground text-[11px] break-words">
              {values.termsConditions.trim()}
            </p>
          ) : null}
          {action ? (
            <span className="text-primary self-start rounded-full border px-4 py-1.5 text-sm font-medium">
              {t(`actions.${action}`)}
            </span>
          ) : null}
        </div>
      </article>
    </section>
  );
}
