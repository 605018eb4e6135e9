"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { GenericDialog } from "@/components/common/generic-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { formatDate } from "@/lib/format/date";
import { refetchGraphQLQueries, useGraphQLMutation, useGraphQLQuery } from "@/lib/http/use-graphql";
import type { Locale } from "@/lib/i18n/config";
import { SHARE_MESSAGE_NAMESPACES, SHARE_MESSAGE_OPTIONS } from "./share-messages";
import {
  DeleteReportScheduleMutation,
  ReportSharingListsQuery,
  RevokeReportShareLinkMutation,
  SendReportNowMutation,
} from "@/lib/reports/operations";

/** The tenant's email schedules and share links: send now, delete, revoke. */
export function ShareManageDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations("reportSharing.manage");
  const tFrequency = useTranslations("reportSharing.scheduleDialog");
  const locale = useLocale() as Locale;
  const shareMessage = useApiErrorMessage(SHARE_MESSAGE_NAMESPACES, SHARE_MESSAGE_OPTIONS);
  // Asked each time it opens; the lists seen before in this page show until the answer comes.
  const { data, loading, error } = useGraphQLQuery(ReportSharingListsQuery, { variables: {} });
  const [remove, removing] = useGraphQLMutation(DeleteReportScheduleMutation);
  const [sendNow, sending] = useGraphQLMutation(SendReportNowMutation);
  const [revoke, revoking] = useGraphQLMutation(RevokeReportShareLinkMutation);
  const busy = removing.loading || sending.loading || revoking.loading;
  // When the dialog opened: links past it read as expired.
  const [now] = useState(() => Date.now());

  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      refetchGraphQLQueries(ReportSharingListsQuery);
      toast.success(done);
    } catch (failure) {
      toast.error(shareMessage(failure));
    }
  }

  return (
    <GenericDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t("title")}
      contentProps={{ "data-testid": "share-manage-dialog", className: "sm:max-w-2xl" }}
    >
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {shareMessage(error)}
        </p>
      ) : null}
      <section className="flex flex-col gap-2" aria-labelledby="share-schedules">
        <h3 id="share-schedules" className="text-sm font-semibold">
          {t("schedules")}
        </h3>
        {!loading && data?.reportSchedules.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("noSchedules")}</p>
        ) : null}
        <ul className="flex flex-col gap-2">
          {data?.reportSchedules.map((schedule) => (
            <li
              key={schedule.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded border p-2 text-sm"
              data-testid="share-schedule-row"
            >
              <span className="min-w-0">
                <span className="font-medium">
                  {tFrequency(schedule.frequency)} · {schedule.format} ·{" "}
                  {t("days", { days: String(schedule.filters.days) })}
                </span>
                <span className="text-muted-foreground block truncate">
                  {schedule.recipients.join(", ")} ·{" "}
                  {t("nextRun", { date: formatDate(schedule.nextRunAt, locale) })}
                </span>
              </span>
              <span className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  onClick={() => void run(() => sendNow({ id: schedule.id }), t("sent"))}
                >
                  {t("sendNow")}
                </Button>
                <Button
                  size="sm"
                  variant="destructive"
                  disabled={busy}
                  onClick={() => void run(() => remove({ id: schedule.id }), t("deleted"))}
                >
                  {t("delete")}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className="flex flex-col gap-2" aria-labelledby="share-links">
        <h3 id="share-links" className="text-sm font-semibold">
          {t("links")}
        </h3>
        {!loading && data?.reportShareLinks.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("noLinks")}</p>
        ) : null}
        <ul className="flex flex-col gap-2">
          {data?.reportShareLinks.map((link) => {
            const expired = new Date(link.expiresAt).getTime() <= now;
            return (
              <li
                key={link.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded border p-2 text-sm"
                data-testid="share-link-row"
              >
                <span>
                  {t("days", { days: String(link.filters.days) })} ·{" "}
                  {t("expires", { date: formatDate(link.expiresAt, locale) })}
                </span>
                {link.revoked || expired ? (
                  <Badge variant="secondary">
                    {link.revoked ? t("revoked") : t("expiredBadge")}
                  </Badge>
                ) : (
                  <Button
                    size="sm"
                    variant="destructive"
                    disabled={busy}
                    onClick={() => void run(() => revoke({ id: link.id }), t("revokedToast"))}
                  >
                    {t("revoke")}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </section>
    </GenericDialog>
  );
}
