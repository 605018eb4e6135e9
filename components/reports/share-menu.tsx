"use client";

import { CalendarClock, Download, Link2, ListChecks, Share2 } from "lucide-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { reportFiltersInput, writeReportParams, type ReportParams } from "@/lib/reports/params";

// Each dialog (its form, validation and zod) loads when it is opened, not with the report.
const ShareLinkDialog = dynamic(
  () => import("./share-link-dialog").then((m) => m.ShareLinkDialog),
  {
    ssr: false,
  },
);
const ShareManageDialog = dynamic(
  () => import("./share-manage-dialog").then((m) => m.ShareManageDialog),
  { ssr: false },
);
const ShareScheduleDialog = dynamic(
  () => import("./share-schedule-dialog").then((m) => m.ShareScheduleDialog),
  { ssr: false },
);

type Open = "schedule" | "link" | "manage" | null;

/** Where the report of these filters downloads as a file (app/api/reports/export). */
export function exportHref(params: ReportParams, format: "pdf" | "csv"): string {
  const query = writeReportParams(params);
  query.set("format", format);
  return `/api/reports/export?${query.toString()}`;
}

/** The report's sharing: downloads, email schedules and read-only links, for these filters. */
export function ShareMenu({ params }: { params: ReportParams }) {
  const t = useTranslations("reportSharing.menu");
  const [open, setOpen] = useState<Open>(null);
  const filters = reportFiltersInput(params);
  const close = () => setOpen(null);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" className="self-start" data-testid="share-menu">
            <Share2 aria-hidden />
            {t("trigger")}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem asChild>
            <a href={exportHref(params, "pdf")} download>
              <Download aria-hidden />
              {t("downloadPdf")}
            </a>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <a href={exportHref(params, "csv")} download>
              <Download aria-hidden />
              {t("downloadCsv")}
            </a>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setOpen("schedule")}>
            <CalendarClock aria-hidden />
            {t("schedule")}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setOpen("link")}>
            <Link2 aria-hidden />
            {t("shareLink")}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setOpen("manage")}>
            <ListChecks aria-hidden />
            {t("manage")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {open === "schedule" ? <ShareScheduleDialog filters={filters} onClose={close} /> : null}
      {open === "link" ? <ShareLinkDialog filters={filters} onClose={close} /> : null}
      {open === "manage" ? <ShareManageDialog onClose={close} /> : null}
    </>
  );
}
