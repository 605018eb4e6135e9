import { getTranslations } from "next-intl/server";
import { selectedWorkspace } from "@/components/common/selected-workspace";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { qandaService } from "@/lib/questions/availability";
import { FaqPageFrame } from "../_components/faq-page-frame";
import { RetiredNotice } from "../_components/retired-notice";
import { FaqForm } from "./_components/faq-form";

export const generateMetadata = pageMetadata("createFaq");

/** /apps/faq/create-faq: a question and its answer, posted as the business to chosen stores. */
export default async function CreateFaqPage() {
  await guardRoute("/apps/faq/create-faq");
  const [t, workspace] = await Promise.all([getTranslations("faq.create"), selectedWorkspace()]);
  const service = qandaService();
  return (
    <FaqPageFrame title={t("title")} description={t("description")}>
      {service.available ? (
        <FaqForm workspace={workspace} />
      ) : service.retiredOn ? (
        <RetiredNotice retiredOn={service.retiredOn} />
      ) : null}
    </FaqPageFrame>
  );
}
