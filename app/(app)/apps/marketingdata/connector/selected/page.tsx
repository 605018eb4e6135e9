import { Link } from "@/components/ui/link";
import { getTranslations } from "next-intl/server";
import { ArrowLeft } from "lucide-react";
import { SectionCard } from "@/components/common/section-card";
import { StatusChip } from "@/components/common/status-chip";
import { PageHeader } from "@/components/common/page-header";
import { Button } from "@/components/ui/button";
import { query } from "@/lib/apollo/rsc-client";
import { ConnectorsQuery } from "@/lib/marketing/operations";
import { CONNECTOR_STATE_COLOURS } from "@/lib/marketing/statuses";
import { guardRoute } from "@/lib/navigation/guard";
import { BigQueryForm } from "./_components/bigquery-form";
import { TestConnection } from "./_components/test-connection";

export async function generateMetadata() {
  const t = await getTranslations("marketing.connectors");
  return { title: t("title") };
}

/** /apps/marketingdata/connector/selected?type=…: one destination's settings and its test. */
export default async function SelectedConnectorPage({
  searchParams,
}: PageProps<"/apps/marketingdata/connector/selected">) {
  await guardRoute("/apps/marketingdata/connector/selected");
  const [t, params, { data, error }] = await Promise.all([
    getTranslations("marketing"),
    searchParams,
    query({ query: ConnectorsQuery }),
  ]);
  const connector = data?.connectors.find((c) => c.type === params.type);
  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-4 p-3 sm:p-6">
      <Button asChild variant="ghost" size="sm" className="self-start">
        <Link href="/apps/marketingdata/connector">
          <ArrowLeft aria-hidden />
          {t("connectors.back")}
        </Link>
      </Button>
      {error || !data ? (
        <p role="status" className="text-destructive text-sm">
          {t("connectors.loadError")}
        </p>
      ) : !connector ? (
        <p className="text-sm">{t("connectors.unknownType")}</p>
      ) : (
        <>
          <PageHeader
            title={t(`destinations.${connector.type}`)}
            description={t(`connectors.about.${connector.type}`)}
            actions={
              <StatusChip
                status={connector.state}
                colour={CONNECTOR_STATE_COLOURS[connector.state]}
              >
                {t(`connectors.state.${connector.state}`)}
              </StatusChip>
            }
          />
          <SectionCard title={t("connectors.configure")}>
            {connector.type === "BIGQUERY" ? (
              <BigQueryForm
                saved={{
                  projectId: connector.projectId ?? "",
                  datasetId: connector.datasetId ?? "",
                  clientEmail: connector.clientEmail,
                }}
              />
            ) : (
              <div className="flex flex-col gap-1 text-sm">
                <p>{t("connectors.noSettings")}</p>
                {connector.exportSchema ? (
                  <p className="font-mono text-xs">
                    {t("connectors.exportSchema", { schema: connector.exportSchema })}
                  </p>
                ) : null}
              </div>
            )}
          </SectionCard>
          <TestConnection type={connector.type} lastError={connector.lastError} />
        </>
      )}
    </div>
  );
}
