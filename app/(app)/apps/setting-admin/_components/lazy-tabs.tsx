"use client";

// The interactive bodies of every tab but the first (users), loaded with their tab: the page is
// one route, so whatever its panels import statically is in every tab's first load. Each tab now
// brings only its own forms, dialogs and switches; the server still renders them in full, their
// controls disabled until their code has hydrated them.
import dynamic from "next/dynamic";
import { untilHydrated } from "@/components/common/until-hydrated";
import { DataTableSkeleton } from "@/components/data-table/table-states";
import { Skeleton } from "@/components/ui/skeleton";

/** Shown only when a tab is opened from another (the first render comes from the server). */
const tabLoading = () => <DataTableSkeleton columns={4} rows={6} />;
const cardLoading = () => <Skeleton className="h-40 w-full" />;

export const AdsRequestsList = dynamic(
  () => import("./ads-requests/ads-requests-list").then((m) => untilHydrated(m.AdsRequestsList)),
  { loading: tabLoading },
);
export const AuditTable = dynamic(
  () => import("./audit/audit-table").then((m) => untilHydrated(m.AuditTable)),
  {
    loading: tabLoading,
  },
);
export const QuotaTenantsTable = dynamic(
  () => import("./quotas/quota-tenants-table").then((m) => untilHydrated(m.QuotaTenantsTable)),
  { loading: tabLoading },
);
export const ShareForm = dynamic(
  () => import("./quotas/share-form").then((m) => untilHydrated(m.ShareForm)),
  { loading: () => <Skeleton className="h-9 w-32" /> },
);
export const MonthPicker = dynamic(
  () => import("./costs/month-picker").then((m) => untilHydrated(m.MonthPicker)),
  { loading: () => <Skeleton className="h-14 w-64" /> },
);
export const PricesForm = dynamic(
  () => import("./costs/prices-form").then((m) => untilHydrated(m.PricesForm)),
  {
    loading: cardLoading,
  },
);
export const AccountNotificationsForm = dynamic(
  () =>
    import("./notifications/account-notifications-form").then((m) =>
      untilHydrated(m.AccountNotificationsForm),
    ),
  { loading: cardLoading },
);
export const RolesManager = dynamic(
  () => import("./roles/roles-manager").then((m) => untilHydrated(m.RolesManager)),
  { loading: tabLoading },
);
export const ScheduledJobsList = dynamic(
  () =>
    import("./scheduled-jobs/scheduled-jobs-list").then((m) => untilHydrated(m.ScheduledJobsList)),
  { loading: tabLoading },
);
export const SyncsManager = dynamic(
  () => import("./syncs/syncs-manager").then((m) => untilHydrated(m.SyncsManager)),
  { loading: tabLoading },
);
export const ModulesCard = dynamic(
  () => import("./tenants/modules-card").then((m) => untilHydrated(m.ModulesCard)),
  { loading: cardLoading },
);
export const TenantsManager = dynamic(
  () => import("./tenants/tenants-manager").then((m) => untilHydrated(m.TenantsManager)),
  { loading: tabLoading },
);
