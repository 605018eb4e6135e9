"use client";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useAdsMessage } from "@/components/ads/use-ads-message";
import { GenericDialog } from "@/components/common/generic-dialog";
import { SectionCard } from "@/components/common/section-card";
import { StatusChip } from "@/components/common/status-chip";
import { Button } from "@/components/ui/button";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { ApproveAdsRequestMutation, CancelAdsRequestMutation } from "@/lib/ads/operations";
import { formatCustomerId } from "@/lib/ads/rules";
import { formatMoment } from "@/lib/format/date";
import type { AdsRequestFieldsFragment } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import type { Locale } from "@/lib/i18n/config";

type Decision = { request: AdsRequestFieldsFragment; approve: boolean };

/**
 * Link requests of every tenant, pending first: approving sends the platform's invitation to the
 * account (its owner accepts it in Google Ads), cancelling refuses it; each asks first.
 */
export function AdsRequestsList({
  requests,
  total,
}: {
  requests: AdsRequestFieldsFragment[];
  total: number;
}) {
  const t = useTranslations("admin.adsRequests");
  const locale = useLocale() as Locale;
  const refusal = useAdsMessage().error;
  const router = useRouter();
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [approve, approving] = useGraphQLMutation(ApproveAdsRequestMutation);
  const [cancel, cancelling] = useGraphQLMutation(CancelAdsRequestMutation);
  const pending = requests.filter((request) => request.status === "PENDING").length;

  async function decide({ request, approve: yes }: Decision) {
    const values = { tenant: request.tenantName, customerId: formatCustomerId(request.customerId) };
    try {
      if (yes) await approve({ id: request.id });
      else await cancel({ id: request.id });
      toast.success(t(yes ? "approved" : "cancelled", values));
      router.refresh();
    } catch (error) {
      toast.error(refusal(error));
    } finally {
      setDeciding(null);
    }
  }

  const words = {
    tenant: deciding?.request.tenantName ?? "",
    customerId: deciding ? formatCustomerId(deciding.request.customerId) : "",
  };
  return (
    <SectionCard
      title={t("title")}
      description={t("description", { pending, total })}
      busy={approving.loading || cancelling.loading}
    >
      {requests.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("empty")}</p>
      ) : (
        <Table aria-label={t("title")}>
          <TableHeader>
            <TableRow>
              <TableHead>{t("tenant")}</TableHead>
              <TableHead>{t("customerId")}</TableHead>
              <TableHead>{t("requestedBy")}</TableHead>
              <TableHead>{t("requestedAt")}</TableHead>
              <TableHead>{t("status")}</TableHead>
              <TableHead>
                <span className="sr-only">{t("actions")}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {requests.map((request) => (
              <TableRow key={request.id} data-testid="ads-request">
                <TableCell className="font-medium">{request.tenantName}</TableCell>
                <TableCell className="tabular-nums">
                  {formatCustomerId(request.customerId)}
                </TableCell>
                <TableCell>{request.requestedBy ?? "—"}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {formatMoment(request.createdAt, locale)}
                </TableCell>
                <TableCell>
                  <StatusChip status={request.status}>{t(`statuses.${request.status}`)}</StatusChip>
                  {request.decidedAt ? (
                    <span className="text-muted-foreground block text-xs">
                      {formatMoment(request.decidedAt, locale)}
                    </span>
                  ) : null}
                </TableCell>
                <TableCell>
                  {request.status === "PENDING" ? (
                    <div className="flex flex-wrap justify-end gap-2">
                      <Button size="sm" onClick={() => setDeciding({ request, approve: true })}>
                        {t("approve")}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setDeciding({ request, approve: false })}
                      >
                        {t("cancel")}
                      </Button>
                    </div>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <GenericDialog
        open={deciding !== null}
        onOpenChange={(open) => (open ? undefined : setDeciding(null))}
        title={deciding?.approve ? t("approveTitle", words) : t("cancelTitle", words)}
        description={
          deciding?.approve ? t("approveDescription", words) : t("cancelDescription", words)
        }
        confirmLabel={deciding?.approve ? t("approve") : t("cancelConfirm")}
        destructive={deciding ? !deciding.approve : false}
        busy={approving.loading || cancelling.loading}
        onConfirm={() => deciding && void decide(deciding)}
      />
    </SectionCard>
  );
}
