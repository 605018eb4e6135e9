"use client";
import { useTranslations } from "next-intl";
import { useFormContext } from "react-hook-form";
import type { CampaignFormValues } from "@/components/ads/campaign-form-values";
import { TextListField } from "@/components/ads/text-list-field";
import { useAdsMessage } from "@/components/ads/use-ads-message";
import { EntryListField } from "@/components/forms/entry-list-field";
import { ADS_LIMITS } from "@/lib/ads/rules";

const { search } = ADS_LIMITS;

/** A Search campaign's own parts: its keywords, titles and descriptions. */
export function SearchFields() {
  const t = useTranslations("ads.form");
  const message = useAdsMessage();
  const { control } = useFormContext<CampaignFormValues>();
  return (
    <>
      <EntryListField
        control={control}
        name="keywords"
        label={t("keywords")}
        hint={t("keywordsHint", { max: ADS_LIMITS.keywords.max })}
        placeholder={t("keywordPlaceholder")}
        addLabel={t("add")}
        removeLabel={(entry) => t("remove", { entry })}
        message={(key) => message.key(key)}
      />
      <TextListField
        name="headlines"
        label={t("headlines")}
        hint={t("headlinesHint", search.headlines)}
        rule={search.headlines}
        itemLabel={(n) => t("headlineRow", { n })}
      />
      <TextListField
        name="descriptions"
        label={t("descriptions")}
        hint={t("descriptionsHint", search.descriptions)}
        rule={search.descriptions}
        multiline
        itemLabel={(n) => t("descriptionRow", { n })}
      />
    </>
  );
}
