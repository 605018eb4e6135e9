"use client";

import { Flag } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ReportStatusMenu } from "@/components/common/report-status-menu";
import { toast } from "@/components/ui/toast";
import type { MediaReportStatus } from "@/lib/graphql/generated/client/graphql";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { SetMediaReportMutation } from "@/lib/media/operations";

const STATUSES: MediaReportStatus[] = ["IN_PROCESS", "APPROVED", "REJECTED"];

/**
 * Spec §4: a customer's photo is reported in the maps service's own tool and its report recorded
 * here: in process, then approved or rejected (which notify); it can be changed or cleared.
 */
export function MediaReportMenu({
  locationId,
  name,
  status: read,
}: {
  locationId: string;
  name: string;
  status: MediaReportStatus | null;
}) {
  const t = useTranslations("storeMedia.report");
  const [save, saving] = useGraphQLMutation(SetMediaReportMutation);
  // The report as last saved here: the store's photos are not read again for it.
  const [saved, setSaved] = useState<{ status: MediaReportStatus | null } | null>(null);
  const status = saved ? saved.status : read;

  async function choose(next: MediaReportStatus | null) {
    const { data, error } = await save({ locationId, name, status: next }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    if (!data?.setMediaReport) {
      const notReported = error instanceof Error && error.message.includes("notReported");
      toast.error(notReported ? t("notReported") : t("failed"));
      return;
    }
    setSaved({ status: data.setMediaReport.report?.status ?? null });
    toast.success(t(`saved.${next ?? "NONE"}`));
  }

  return (
    <ReportStatusMenu
      label={t("label")}
      statuses={STATUSES}
      value={status}
      optionLabel={(value) => t(`status.${value}`)}
      isAllowed={(value) => Boolean(status) || value === "IN_PROCESS"}
      onChoose={choose}
      trigger={
        <Button variant="outline" size="sm" disabled={saving.loading}>
          <Flag aria-hidden className={status ? "fill-current" : undefined} />
          {t(`status.${status ?? "NONE"}`)}
        </Button>
      }
    />
  );
}
