"use client";
import { useTranslations } from "next-intl";
import { DataTable } from "@/components/data-table/data-table";
import type { FacetView } from "@/components/data-table/facet-controls";
import type { DataTableState } from "@/components/data-table/url-state";
import type {
  AdminRoleOptionFragment,
  AdminUserRowFragment,
} from "@/lib/graphql/generated/client/graphql";
import { RolePicker } from "./role-picker";
import { UserItem, UserItemsHeader } from "./user-item";
import { USERS_TABLE } from "./users-table-config";
import { CreateLink } from "@/components/common/create-link";

/** The user list's interactive body: the shared data table, one user a row (a card on phones). */
export function UsersTable({
  rows,
  total,
  roles,
  state,
  error,
}: {
  rows: AdminUserRowFragment[];
  total: number;
  roles: AdminRoleOptionFragment[];
  state: DataTableState;
  error: boolean;
}) {
  const t = useTranslations("admin.users");
  const roleName = (id: string) => roles.find((role) => role.id === id)?.name ?? t("unknownRole");
  const facets: FacetView[] = [
    { id: "q", label: t("facets.q"), placeholder: t("facets.qPlaceholder") },
    {
      id: "role",
      label: t("facets.role"),
      valueLabel: roleName,
      picker: (props) => <RolePicker {...props} roles={roles} />,
    },
    {
      id: "status",
      label: t("facets.status"),
      valueLabel: (value) => t(`status.${value as "active"}`),
    },
  ];

  return (
    <DataTable
      columns={[]}
      rows={rows}
      total={total}
      state={state}
      config={USERS_TABLE}
      caption={t("caption")}
      getRowId={(row) => row.id}
      rowLabel={(row) => row.name}
      renderItem={(row) => <UserItem user={row} roles={roles} />}
      itemsHeader={<UserItemsHeader />}
      facets={facets}
      error={error}
      emptyTitle={t("empty")}
      emptyDescription={t("emptyDescription")}
      toolbar={
        <CreateLink href="/apps/storeplus-new-user" size="sm" data-testid="new-user">
          {t("newUser")}
        </CreateLink>
      }
    />
  );
}
