import { redirect } from "next/navigation";
import {
  parseTableState,
  toListInput,
  toSearchParams,
  writeTableState,
  type SearchParamsLike,
} from "@/components/data-table/url-state";
import { query } from "@/lib/apollo/rsc-client";
import { AuditLogQuery, AuditTimeZoneQuery } from "@/lib/audit/operations";
import { AuditTable } from "../lazy-tabs";
import { AUDIT_TABLE, toAuditFilter } from "./audit-table-config";

const PATH = "/apps/setting-admin";

/** One page of the tenant's audit log, read for the URL's filters; days on the tenant's clock. */
async function readPage(params: SearchParamsLike) {
  const state = parseTableState(params, AUDIT_TABLE);
  const { limit, offset } = toListInput(state);
  const zone = await query({ query: AuditTimeZoneQuery }).catch(() => null);
  const timeZone = zone?.data?.postSettings.timeZone ?? "UTC";
  const { data } = await query({
    query: AuditLogQuery,
    variables: { filter: toAuditFilter(state.facets, timeZone), limit, offset },
  }).catch(() => ({ data: undefined }));
  return { state, data, timeZone };
}

/** The audit tab (?tab=audit): who did what, when and from where, newest first. */
export async function AuditPanel({ params }: { params: SearchParamsLike }) {
  const { state, data, timeZone } = await readPage(params);
  const page = data?.auditLog;
  // Past the last page (a filter narrowed, a shared link grew old): show the last one.
  if (page && page.items.length === 0 && page.total > 0) {
    const last = { ...state, page: Math.ceil(page.total / state.pageSize) };
    redirect(`${PATH}?${writeTableState(toSearchParams(params), last, AUDIT_TABLE)}`);
  }
  return (
    <AuditTable
      rows={page?.items ?? []}
      total={page?.total ?? 0}
      state={state}
      timeZone={timeZone}
      error={!page}
    />
  );
}
