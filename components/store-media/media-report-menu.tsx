"use client";

import { useMutation } from "@apollo/client/react";
import { Flag } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { toast } from "@/components/ui/toast";
import type { MediaReportStatus } from "@/lib/graphql/generated/client/graphql";
import { SetMediaReportMutation } from "@/lib/media/store-media-operations";

const STATUSES: MediaReportStatus[] = ["IN_PROCESS", "APPROVED", "REJECTED"];
/** "Not reported" in the radio group; the mutation takes null for it. */
const NONE = "NONE";

/**
 * Spec §4: a customer's photo is reported in the maps service's own tool and its report recorded
 * here: in process, then approved or rejected (which notify); it can be changed or cleared.
 */
export function MediaReportMenu({
  locationId,
  name,
  status,
}: {
  locationId: string;
  name: string;
  status: MediaReportStatus | null;
}) {
  const t = useTranslations("storeMedia.report");
  const [save, saving] = useMutation(SetMediaReportMutation);

  async function choose(value: string) {
    const next = value === NONE ? null : (value as MediaReportStatus);
    if (next === status) return;
    const { data, error } = await save({ variables: { locationId, name, status: next } });
    if (!data?.setMediaReport) {
      toast.error(error?.message.includes("notReported") ? t("notReported") : t("failed"));
      return;
    }
    toast.success(t(`saved.${next ?? NONE}`));
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" disabled={saving.loading}>
          <Flag aria-hidden className={status ? "fill-current" : undefined} />
          {t(`status.${status ?? NONE}`)}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel>{t("label")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={status ?? NONE} onValueChange={choose}>
          <DropdownMenuRadioItem value={NONE}>{t("status.NONE")}</DropdownMenuRadioItem>
          {STATUSES.map((value) => (
            <DropdownMenuRadioItem
              key={value}
              value={value}
              disabled={!status && value !== "IN_PROCESS"}
            >
              {t(`status.${value}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
