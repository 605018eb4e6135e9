import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { ModulePage } from "@/components/common/module-page";
import { CreateLink } from "@/components/common/create-link";
import { DataTableSkeleton } from "@/components/data-table/table-states";
import { parseTableState } from "@/components/data-table/url-state";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { qandaService } from "@/lib/questions/availability";
import { QuestionsList } from "./_components/questions-list";
import { QUESTIONS_TABLE } from "./_components/questions-table-config";

export const generateMetadata = pageMetadata("faq");

/** /apps/faq: the selected stores' questions, answered one by one or alike, and new FAQs. */
export default async function FaqPage({ searchParams }: PageProps<"/apps/faq">) {
  await guardRoute("/apps/faq");
  const [params, t] = await Promise.all([searchParams, getTranslations("faq")]);
  return (
    <ModulePage path="/apps/faq">
      {qandaService().available ? (
        <div className="flex justify-end">
          <CreateLink href="/apps/faq/create-faq">{t("newFaq")}</CreateLink>
        </div>
      ) : null}
      <Suspense fallback={<DataTableSkeleton columns={4} />}>
        <QuestionsList state={parseTableState(params, QUESTIONS_TABLE)} />
      </Suspense>
    </ModulePage>
  );
}
