import { Link } from "@/components/ui/link";
import { getLocale, getTranslations } from "next-intl/server";
import { Settings } from "lucide-react";
import { SectionCard } from "@/components/common/section-card";
import { StatusChip } from "@/components/common/status-chip";
import { PageHeader } from "@/components/common/page-header";
import { Button } from "@/components/ui/button";
import { query } from "@/lib/apollo/rsc-client";
import type { Locale } from "@/lib/i18n/config";
import { formatMoment } from "@/lib/format/date";
import { ConnectorsQuery } from "@/lib/marketing/operations";
import { CONNECTOR_STATE_COLOURS, connectorTestFailure } from "@/lib/marketing/statuses";
import { guardRoute } from "@/lib/navigation/guard";

export async function generateMetadata() {
  const t = await getTranslations("marketing.connectors");
  return { title: t("title") };
}

/** /apps/marketingdata/connector: the three destinations of extract jobs with their state. */
export default async function ConnectorsPage() {
  await guardRoute("/apps/marketingdata/connector");
  const [t, locale, { data, error }] = await Promise.all([
    getTranslations("marketing"),
    getLocale() as Promise<Locale>,
    query({ query: ConnectorsQuery }),
  ]);
  return (
    <div className="mx-auto flex w-full max-w-4xl min-w-0 flex-col gap-4 p-3 sm:p-6">
      <PageHeader title={t("connectors.title")} description={t("connectors.description")} />
      {error || !data ? (
        <p role="status" className="text-destructive text-sm">
          {t("connectors.loadError")}
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-3">
          {data.connectors.map((connector) => (
            <SectionCard
              key={connector.type}
              title={t(`destinations.${connector.type}`)}
              description={t(`connectors.about.${connector.type}`)}
            >
              <div className="flex flex-col gap-3 text-sm" data-connector={connector.type}>
                <StatusChip
                  status={connector.state}
                  colour={CONNECTOR_STATE_COLOURS[connector.state]}
                  className="self-start"
                >
                  {t(`connectors.state.${connector.state}`)}
                </StatusChip>
                {connector.exportSchema ? (
                  <p className="font-mono text-xs break-all">
                    {t("connectors.exportSchema", { schema: connector.exportSchema })}
                  </p>
                ) : null}
                {connector.projectId ? (
                  <p className="text-xs">
                    {t("connectors.project", {
                      project: connector.projectId,
                      dataset: connector.datasetId ?? "",
                    })}
                  </p>
                ) : null}
                <p className="text-muted-foreground text-xs">
                  {connector.lastTestedAt
                    ? t("connectors.lastTested", {
                        date: formatMoment(connector.lastTestedAt, locale),
                      })
                    : t("connectors.neverTested")}
                </p>
                {connector.lastError ? (
                  <p className="text-destructive text-xs break-words">
                    {t(`connectors.testError.${connectorTestFailure(connector.lastError)}`)}
                  </p>
                ) : null}
                <Button asChild variant="outline" size="sm" className="self-start">
                  <Link href={`/apps/marketingdata/connector/selected?type=${connector.type}`}>
                    <Settings aria-hidden />
                    {t("connectors.configure")}
                    <span className="sr-only"> {t(`destinations.${connector.type}`)}</span>
                  </Link>
                </Button>
              </div>
            </SectionCard>
          ))}
        </div>
      )}
    </div>
  );
}
