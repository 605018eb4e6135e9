import { getFormatter, getTranslations } from "next-intl/server";
import { SectionCard } from "@/components/common/section-card";
import { StatusChip } from "@/components/common/status-chip";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { AlertDeliveriesQuery, AlertSettingsQuery } from "@/lib/alerts/operations";
import { query } from "@/lib/apollo/rsc-client";
import { AlertsForm } from "./alerts-form";

const KINDS = ["LOW_RATING", "RATING_DROP", "JOB_FAILED", "GOOGLE_UPDATE", "DIGEST", "TEST"];

/** The alerts tab: the user's channels and events, and the last deliveries to them. */
export async function AlertsPanel() {
  const [t, tn, format, settings, deliveries] = await Promise.all([
    getTranslations("alerts"),
    getTranslations("notifications"),
    getFormatter(),
    query({ query: AlertSettingsQuery, errorPolicy: "all", fetchPolicy: "no-cache" }),
    query({
      query: AlertDeliveriesQuery,
      variables: { limit: 20 },
      errorPolicy: "all",
      fetchPolicy: "no-cache",
    }),
  ]);
  const current = settings.data?.alertSettings;
  if (!current) return <p className="text-muted-foreground text-sm">{tn("loadError")}</p>;
  const items = deliveries.data?.alertDeliveries.items ?? [];
  return (
    <div className="flex flex-col gap-4">
      <AlertsForm
        initial={{
          emailEnabled: current.emailEnabled,
          webhookUrl: current.webhookUrl ?? "",
          webhookFormat: current.webhookFormat,
          events: current.events.map(({ kind, mode }) => ({ kind, mode })),
        }}
      />
      <SectionCard title={t("deliveriesTitle")} description={t("deliveriesDescription")}>
        {items.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("noDeliveries")}</p>
        ) : (
          <ScrollRegion label={t("deliveriesTitle")} className="overflow-x-auto rounded-md border">
            <table className="w-full text-sm" aria-label={t("deliveriesTitle")}>
              <thead className="bg-muted/50 text-left">
                <tr>
                  {(["event", "channel", "status", "attempts", "when"] as const).map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-medium">
                      {t(`columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.id} className="border-t" data-testid="alert-delivery">
                    <td className="px-3 py-2">
                      {KINDS.includes(item.kind) ? t(`kinds.${item.kind as "DIGEST"}`) : item.kind}
                      {item.digestDay ? ` · ${item.digestDay}` : ""}
                    </td>
                    <td className="px-3 py-2">
                      {t(`channels.${item.channel as "EMAIL" | "WEBHOOK"}`)}
                    </td>
                    <td className="px-3 py-2">
                      <StatusChip status={item.status}>
                        {t(`statuses.${item.status as "SENT" | "PENDING" | "FAILED"}`)}
                      </StatusChip>
                      {item.lastError ? (
                        <span className="text-muted-foreground ml-2 text-xs">{item.lastError}</span>
                      ) : null}
                    </td>
                    <td className="px-3 py-2">{item.attempts}</td>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {format.dateTime(new Date(String(item.deliveredAt ?? item.createdAt)), {
                        dateStyle: "medium",
                        timeStyle: "short",
                      })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </SectionCard>
    </div>
  );
}
