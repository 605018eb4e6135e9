import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CampaignFormPage } from "@/components/ads/campaign-form-page";
import { loadCampaignForm } from "@/components/ads/load-campaign-form";
import { guardRoute } from "@/lib/navigation/guard";
import { SearchForm } from "./_components/search-form";

type Params = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) =>
  typeof value === "string" ? value : undefined;

export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<Params>;
}): Promise<Metadata> {
  const [params, t] = await Promise.all([searchParams, getTranslations("ads.form")]);
  return { title: one(params.id) ? t("editTitle.search") : t("title.search") };
}

/** /apps/new-search-job: a Search campaign; ?id= edits a draft, ?template= starts from one. */
export default async function NewSearchJobPage({
  searchParams,
}: {
  searchParams: Promise<Params>;
}) {
  await guardRoute("/apps/new-search-job");
  const params = await searchParams;
  const setup = await loadCampaignForm("SEARCH", {
    id: one(params.id),
    templateId: one(params.template),
  });
  return (
    <CampaignFormPage type="SEARCH" setup={setup}>
      <SearchForm setup={setup} />
    </CampaignFormPage>
  );
}
