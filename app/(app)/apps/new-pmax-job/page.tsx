import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CampaignFormPage } from "@/components/ads/campaign-form-page";
import { loadCampaignForm } from "@/components/ads/load-campaign-form";
import { guardRoute } from "@/lib/navigation/guard";
import { PmaxForm } from "./_components/pmax-form";

type Params = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) =>
  typeof value === "string" ? value : undefined;

export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<Params>;
}): Promise<Metadata> {
  const [params, t] = await Promise.all([searchParams, getTranslations("ads.form")]);
  return { title: one(params.id) ? t("editTitle.pmax") : t("title.pmax") };
}

/** /apps/new-pmax-job: a Performance Max campaign; ?id= edits a draft, ?template= starts from one. */
export default async function NewPmaxJobPage({ searchParams }: { searchParams: Promise<Params> }) {
  await guardRoute("/apps/new-pmax-job");
  const params = await searchParams;
  const setup = await loadCampaignForm("PERFORMANCE_MAX", {
    id: one(params.id),
    templateId: one(params.template),
  });
  return (
    <CampaignFormPage type="PERFORMANCE_MAX" setup={setup}>
      <PmaxForm setup={setup} />
    </CampaignFormPage>
  );
}
