import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ModulePage } from "@/components/common/module-page";
import { ReportError } from "@/components/reports/report-error";
import { ReportSkeleton } from "@/components/reports/report-skeleton";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { parseReportParams } from "@/lib/reports/params";
import { ReportBody } from "./_components/report-body";

export const generateMetadata = pageMetadata("reports");

/** /apps/dataStudio-reports: a workspace's performance, reviews and revenue over a range. */
export default async function ReportsPage({ searchParams }: PageProps<"/apps/dataStudio-reports">) {
  await guardRoute("/apps/dataStudio-reports");
  const [t, raw] = await Promise.all([getTranslations("reports"), searchParams]);
  const parsed = parseReportParams(raw, new Date());
  return (
    <ModulePage path="/apps/dataStudio-reports">
      {parsed.ok ? (
        // Keyed by the address: a new filter shows the skeleton instead of the old numbers.
        <Suspense key={JSON.stringify(parsed.params)} fallback={<ReportSkeleton />}>
          <ReportBody params={parsed.params} />
        </Suspense>
      ) : (
        <ReportError message={t(`errors.${parsed.error}`)} resetHref="/apps/dataStudio-reports" />
      )}
    </ModulePage>
  );
}
