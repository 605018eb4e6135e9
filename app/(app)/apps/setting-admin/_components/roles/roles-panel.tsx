import { getTranslations } from "next-intl/server";
import { query } from "@/lib/apollo/rsc-client";
import { RolesManager } from "../lazy-tabs";
import { AdminRolesQuery } from "@/lib/admin/operations/roles";

/** The "Roles" tab: the built-in roles and what each opens, and the tenant's own roles. */
export async function RolesPanel() {
  const [t, { data }] = await Promise.all([
    getTranslations("admin.roles"),
    query({ query: AdminRolesQuery }),
  ]);
  if (!data?.roles)
    return (
      <p role="alert" className="text-destructive text-sm">
        {t("loadFailed")}
      </p>
    );
  return <RolesManager roles={data.roles} />;
}
