"use client";
import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { SCHEDULED_TYPES } from "@/lib/posts/options";
import { ImagesField } from "./images-field";
import type { PostFormValues } from "./post-form-values";
import { PostTextField } from "./post-text-field";

/**
 * Step 2: what the post says. Events and offers show their title apart with their dates (the
 * end defaults to the end of the month, spec §9); offers add a coupon, a redeem link and terms.
 */
export function ContentStep() {
  const t = useTranslations("posts.form");
  const { control } = useFormContext<PostFormValues>();
  const type = useWatch({ control, name: "type" });
  const scheduled = SCHEDULED_TYPES.includes(type);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PostTextField
        name="title"
        label={type === "EVENT" ? t("eventTitle") : type === "OFFER" ? t("offerTitle") : t("title")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PostTextField name="secondTitle" label={t("secondTitle")} optional />
        <PostTextField name="thirdTitle" label={t("thirdTitle")} optional />
      </div>
      <PostTextField name="description" label={t("description")} multiline />
      <PostTextField name="secondDescription" label={t("secondDescription")} multiline optional />
      {scheduled ? (
        <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border p-3">
          <legend className="px-1 text-sm font-medium">
            {type === "EVENT" ? t("eventDates") : t("offerDates")}
          </legend>
          <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-3">
            <PostTextField name="validFromDate" label={t("startDate")} type="date" />
            <PostTextField name="validFromTime" label={t("startTime")} type="time" />
            <PostTextField name="validToDate" label={t("endDate")} type="date" />
            <PostTextField name="validToTime" label={t("endTime")} type="time" />
          </div>
          <p className="text-muted-foreground text-xs">{t("datesHint")}</p>
        </fieldset>
      ) : null}
      {type === "OFFER" ? (
        <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border p-3">
          <legend className="px-1 text-sm font-medium">{t("offerDetails")}</legend>
          <PostTextField name="couponCode" label={t("couponCode")} optional />
          <PostTextField
            name="redeemOnlineUrl"
            label={t("redeemOnlineUrl")}
            type="url"
            inputMode="url"
            placeholder="https://"
            optional
          />
          <PostTextField name="termsConditions" label={t("termsConditions")} multiline optional />
        </fieldset>
      ) : null}
      <ImagesField />
    </div>
  );
}
