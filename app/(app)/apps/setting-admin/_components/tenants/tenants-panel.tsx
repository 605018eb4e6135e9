import { getTranslations } from "next-intl/server";
import { query } from "@/lib/apollo/rsc-client";
import { ModulesCard, TenantsManager } from "../lazy-tabs";
import { AdminTenantsQuery } from "@/lib/admin/operations/tenants";

/** The "Tenants" tab (Super Admin): every tenant, its settings, and the product's module status. */
export async function TenantsPanel() {
  const [t, { data }] = await Promise.all([
    getTranslations("admin.tenants"),
    query({ query: AdminTenantsQuery }),
  ]);
  if (!data?.tenants)
    return (
      <p role="alert" className="text-destructive text-sm">
        {t("loadFailed")}
      </p>
    );
  return (
    <div className="flex flex-col gap-4">
      <TenantsManager tenants={data.tenants} />
      <ModulesCard modules={data.moduleStatus} />
    </div>
  );
}
