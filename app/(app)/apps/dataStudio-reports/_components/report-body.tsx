import { getLocale, getTranslations } from "next-intl/server";
import { ReportEmpty } from "@/components/reports/report-empty";
import { ReportError } from "@/components/reports/report-error";
import { ReportFilters } from "@/components/reports/report-filters";
import { ReportRangeCaption } from "@/components/reports/report-range-caption";
import { ReportView } from "@/components/reports/report-view";
import { RevenueSettingsForm } from "@/components/reports/revenue-settings-form";
import { ShareMenu } from "@/components/reports/share-menu";
import type { Locale } from "@/lib/i18n/config";
import { loadReport } from "@/components/reports/load-report";
import { yesterday, type ReportParams } from "@/lib/reports/params";
import { loadWorkspaceSelector } from "@/lib/workspaces/shell-data";

/**
 * The filters and the report of the selected workspace: the address's workspace, else the one
 * the shell's selector remembers.
 */
export async function ReportBody({ params: asked }: { params: ReportParams }) {
  const [t, locale, selector] = await Promise.all([
    getTranslations("reports"),
    getLocale(),
    loadWorkspaceSelector(),
  ]);
  const params = { ...asked, workspaceId: asked.workspaceId ?? selector?.selectedId ?? null };
  const workspaces = (selector?.workspaces ?? []).map((w) => ({
    id: w.id,
    name: w.isDefault ? t("filters.allStores") : w.name,
  }));
  const loaded = await loadReport(params);
  const storeNames = loaded.ok
    ? Object.fromEntries(
        [...loaded.data.performance.topStores, ...loaded.data.performance.bottomStores].map((s) => [
          s.locationId,
          s.name,
        ]),
      )
    : {};
  return (
    <>
      <div className="flex flex-col gap-3 xl:flex-row xl:items-end xl:justify-between">
        <ReportFilters
          params={asked}
          workspaceId={params.workspaceId}
          workspaces={workspaces}
          labels={loaded.options.labels}
          cities={loaded.options.cities}
          storeNames={storeNames}
          maxDay={yesterday(new Date())}
        />
        {/* The workspace shown, not only the address's: exports, schedules and links of a
            report without one in the address cover the shell's selected workspace, as it does. */}
        <div className="flex flex-wrap items-center gap-2" data-testid="report-actions">
          <ShareMenu params={params} />
        </div>
      </div>
      {loaded.ok && loaded.data.performance.storeCount === 0 ? (
        <ReportEmpty />
      ) : loaded.ok ? (
        <>
          <ReportRangeCaption performance={loaded.data.performance} locale={locale as Locale} />
          <ReportView
            data={loaded.data}
            settings={<RevenueSettingsForm initial={loaded.settings} />}
          />
        </>
      ) : (
        <ReportError message={loaded.message} resetHref="/apps/dataStudio-reports" />
      )}
    </>
  );
}
