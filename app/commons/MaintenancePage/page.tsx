import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { MaintenanceNotice } from "@/components/admin/maintenance-notice";
import { EntryFrame } from "@/components/entry-frame";
import { query } from "@/lib/apollo/rsc-client";
import { moduleStatusQuery } from "@/lib/module-status/operations";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("maintenance");
  return { title: t("pageTitle") };
}

/**
 * /commons/MaintenancePage?module=reviews: where a module in maintenance sends its users, with the
 * notice. Spec §2 forwards the page to /: so it does when no module in maintenance is named (a bare
 * visit, or a module that is back), and when the statuses cannot be read (no session).
 */
export default async function MaintenancePage({
  searchParams,
}: PageProps<"/commons/MaintenancePage">) {
  const { module } = await searchParams;
  if (typeof module !== "string" || !module) redirect("/");
  const { data } = await query({ query: moduleStatusQuery }).catch(() => ({ data: undefined }));
  const entry = data?.moduleStatus.find((status) => status.name === module);
  if (entry?.status !== "MAINTENANCE") redirect("/");
  return (
    <EntryFrame>
      <MaintenanceNotice module={module} />
    </EntryFrame>
  );
}
