import { redirect } from "next/navigation";
import {
  parseTableState,
  toListInput,
  writeTableState,
  type SearchParamsLike,
} from "@/components/data-table/url-state";
import { query } from "@/lib/apollo/rsc-client";
import { UsersTable } from "./users-table";
import { toUserFilter, USERS_TABLE } from "./users-table-config";
import { AdminUsersQuery } from "@/lib/admin/operations/users";

/** The "Users" tab: the tenant's users, 20 a page, with search, a role filter and row actions. */
export async function UsersPanel({ params }: { params: SearchParamsLike }) {
  const state = parseTableState(params, USERS_TABLE);
  const { limit, offset } = toListInput(state);
  const { data } = await query({
    query: AdminUsersQuery,
    variables: { filter: toUserFilter(state.facets), limit, offset },
  });
  const page = data?.users;
  // Past the last page (a shared link grew old): show the last one.
  if (page && page.items.length === 0 && page.total > 0) {
    const last = { ...state, page: Math.ceil(page.total / state.pageSize) };
    redirect(`/apps/setting-admin?${writeTableState(new URLSearchParams(), last, USERS_TABLE)}`);
  }
  return (
    <UsersTable
      rows={page?.items ?? []}
      total={page?.total ?? 0}
      roles={data?.roles ?? []}
      state={state}
      error={!page}
    />
  );
}
