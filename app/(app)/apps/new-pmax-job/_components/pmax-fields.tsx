"use client";
import { useTranslations } from "next-intl";
import { TextListField } from "@/components/ads/text-list-field";
import { ADS_LIMITS } from "@/lib/ads/rules";
import { AssetImagesField } from "./asset-images-field";

const { pmax } = ADS_LIMITS;

/** A Performance Max campaign's assets: titles, long titles, descriptions, logos, images, videos. */
export function PmaxFields() {
  const t = useTranslations("ads.form");
  return (
    <>
      <TextListField
        name="headlines"
        label={t("headlines")}
        hint={t("pmaxHeadlinesHint", pmax.headlines)}
        rule={pmax.headlines}
        itemLabel={(n) => t("headlineRow", { n })}
      />
      <TextListField
        name="longHeadlines"
        label={t("longHeadlines")}
        hint={t("longHeadlinesHint", pmax.longHeadlines)}
        rule={pmax.longHeadlines}
        multiline
        itemLabel={(n) => t("longHeadlineRow", { n })}
      />
      <TextListField
        name="descriptions"
        label={t("descriptions")}
        hint={t("pmaxDescriptionsHint", pmax.descriptions)}
        rule={pmax.descriptions}
        multiline
        itemLabel={(n) => t("descriptionRow", { n })}
      />
      <AssetImagesField name="logos" />
      <AssetImagesField name="images" />
      <TextListField
        name="videoUrls"
        label={t("videoUrls")}
        hint={t("videoUrlsHint", pmax.videos)}
        rule={{ max: pmax.videos.max }}
        placeholder="https://www.youtube.com/watch?v="
        itemLabel={(n) => t("videoUrlRow", { n })}
      />
    </>
  );
}
