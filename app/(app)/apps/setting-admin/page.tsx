import { Suspense, type ReactNode } from "react";
import { ModulePage } from "@/components/common/module-page";
import { DataTableSkeleton } from "@/components/data-table/table-states";
import { isSuperAdmin } from "@/lib/auth/permissions";
import { pageMetadata } from "@/lib/i18n/page-metadata";
import { guardRoute } from "@/lib/navigation/guard";
import { AdminTabs, adminTab, type AdminTab } from "./_components/admin-tabs";
import { AdsRequestsPanel } from "./_components/ads-requests/ads-requests-panel";
import { AuditPanel } from "./_components/audit/audit-panel";
import { CostsPanel } from "./_components/costs/costs-panel";
import { MapsNotificationsPanel } from "./_components/notifications/notifications-panel";
import { QuotasPanel } from "./_components/quotas/quotas-panel";
import { RolesPanel } from "./_components/roles/roles-panel";
import { ScheduledJobsPanel } from "./_components/scheduled-jobs/scheduled-jobs-panel";
import { SyncsPanel } from "./_components/syncs/syncs-panel";
import { TenantsPanel } from "./_components/tenants/tenants-panel";
import { UsersPanel } from "./_components/users/users-panel";

export const generateMetadata = pageMetadata("settingAdmin");

type Params = Awaited<PageProps<"/apps/setting-admin">["searchParams"]>;

const PANELS: Record<AdminTab, (params: Params) => ReactNode> = {
  users: (params) => <UsersPanel params={params} />,
  roles: () => <RolesPanel />,
  syncs: () => <SyncsPanel />,
  notifications: () => <MapsNotificationsPanel />,
  "scheduled-jobs": () => <ScheduledJobsPanel />,
  audit: (params) => <AuditPanel params={params} />,
  tenants: () => <TenantsPanel />,
  costs: (params) => <CostsPanel params={params} />,
  quotas: (params) => <QuotasPanel params={params} />,
  "ads-requests": () => <AdsRequestsPanel />,
};

/** /apps/setting-admin: the tenant's administration; a Super Admin also sees every tenant. */
export default async function SettingAdminPage({ searchParams }: PageProps<"/apps/setting-admin">) {
  const user = await guardRoute("/apps/setting-admin");
  const params = await searchParams;
  const superAdmin = isSuperAdmin(user.roles);
  const tab = adminTab(params, superAdmin);
  return (
    <ModulePage path="/apps/setting-admin">
      <AdminTabs current={tab} superAdmin={superAdmin} />
      <Suspense key={tab} fallback={<DataTableSkeleton columns={4} rows={6} />}>
        {PANELS[tab](params)}
      </Suspense>
    </ModulePage>
  );
}
