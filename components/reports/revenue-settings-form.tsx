"use client";
import { Settings2 } from "lucide-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import type { RevenueSettingsInput } from "@/lib/reports/schema";

// The form (react-hook-form, zod, the currency select) loads when the dialog is first opened.
const RevenueSettingsDialog = dynamic(
  () => import("./revenue-settings-dialog").then((m) => m.RevenueSettingsDialog),
  { ssr: false },
);

/**
 * The ticket, conversion and currency the income estimate uses, saved for the whole tenant; the
 * report is read again with them.
 */
export function RevenueSettingsForm({ initial }: { initial: RevenueSettingsInput }) {
  const t = useTranslations("reports.settings");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        aria-busy={refreshing || undefined}
      >
        <Settings2 aria-hidden />
        {t("open")}
      </Button>
      {open ? (
        <RevenueSettingsDialog
          initial={initial}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            startRefresh(() => router.refresh());
          }}
        />
      ) : null}
    </>
  );
}
