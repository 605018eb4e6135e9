import { getLocale, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/common/page-header";
import { EntryFrame } from "@/components/entry-frame";
import { ReportView } from "@/components/reports/report-view";
import { ShareExpired } from "@/components/reports/share-expired";
import { getDb } from "@/lib/db/client";
import { formatDate } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/config";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { openSharedReport } from "@/lib/reports/share-links-report";
import { formatRange } from "@/lib/reports/pdf-text";

export const generateMetadata = pageMetadata("sharedReport");
export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/**
 * A report opened by its share link, without an account: the link's filters over its days ending
 * yesterday, read-only (no filters, navigation or settings). Expired, revoked and unknown links
 * all show the same "expired" page.
 */
export default async function SharedReportPage({ searchParams }: Props) {
  const { token } = await searchParams;
  const shared = await openSharedReport(await getDb(), Array.isArray(token) ? token[0] : token);
  if (!shared) return <ShareExpired />;
  const [t, locale] = await Promise.all([getTranslations("reportSharing.shared"), getLocale()]);
  return (
    <EntryFrame>
      <div className="flex w-full max-w-6xl flex-col gap-4 self-start" data-testid="shared-report">
        <PageHeader
          title={t("title")}
          description={t("subtitle", {
            range: formatRange(shared.report.performance.range, locale as Locale),
          })}
        >
          <p className="text-muted-foreground text-xs">
            {t("expiresOn", { date: formatDate(shared.expiresAt, locale as Locale) })}
          </p>
        </PageHeader>
        <ReportView data={shared.report} />
      </div>
    </EntryFrame>
  );
}
