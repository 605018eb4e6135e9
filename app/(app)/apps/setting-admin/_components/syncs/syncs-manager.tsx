"use client";

import { useTranslations } from "next-intl";
import { SectionCard } from "@/components/common/section-card";
import { SyncRow, type SyncSettingRow } from "./sync-row";

/** The tenant's four syncs, one row each; the server's answer is the truth after every change. */
export function SyncsManager({ settings }: { settings: SyncSettingRow[] }) {
  const t = useTranslations("admin.syncs");
  return (
    <SectionCard title={t("title")} description={t("description")}>
      <ul className="flex flex-col divide-y rounded-md border" aria-label={t("listLabel")}>
        {settings.map((setting) => (
          <SyncRow key={setting.kind} setting={setting} />
        ))}
      </ul>
    </SectionCard>
  );
}
