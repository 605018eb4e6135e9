"use client";

import { useTranslations } from "next-intl";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SyncRow, type SyncSettingRow } from "./sync-row";

/** The tenant's four syncs, one row each; the server's answer is the truth after every change. */
export function SyncsManager({ settings }: { settings: SyncSettingRow[] }) {
  const t = useTranslations("admin.syncs");
  return (
    <Card className="gap-4 py-5">
      <CardHeader className="flex flex-col gap-1.5 px-4 sm:px-6">
        <CardTitle as="h2">{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <ul className="flex flex-col divide-y rounded-md border" aria-label={t("listLabel")}>
          {settings.map((setting) => (
            <SyncRow key={setting.kind} setting={setting} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
