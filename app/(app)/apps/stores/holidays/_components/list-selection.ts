import type { ColumnFilter } from "@/lib/validation/list-query";

/** The store list's ticked stores, handed over in the address by its selection bar. */
export type ListSelection = {
  count: number;
  ids?: string[];
  filters?: ColumnFilter[];
  excludeIds?: string[];
  workspaceId: string | null;
};

const UUID = /^[0-9a-f-]{36}$/i;
const list = (value: unknown) =>
  typeof value === "string" ? value.split(",").filter((id) => UUID.test(id)) : [];

/** `?ids=a,b` or `?filters=[…]&exclude=a,b`, with `count` as the list counted them. */
export function listSelectionFrom(
  params: Record<string, string | string[] | undefined>,
  workspaceId: string | null,
): ListSelection | null {
  const count = Number(params.count);
  if (!Number.isInteger(count) || count <= 0) return null;
  if (typeof params.ids === "string") {
    const ids = list(params.ids);
    return ids.length ? { count: ids.length, ids, workspaceId } : null;
  }
  if (typeof params.filters !== "string") return null;
  try {
    const filters = JSON.parse(params.filters) as ColumnFilter[];
    if (!Array.isArray(filters)) return null;
    return { count, filters, excludeIds: list(params.exclude), workspaceId };
  } catch {
    return null;
  }
}

/** The address of the holidays page for a list selection. */
export function holidaysHref(selection: Omit<ListSelection, "workspaceId">): string {
  const query = new URLSearchParams({ count: String(selection.count) });
  if (selection.ids) query.set("ids", selection.ids.join(","));
  else {
    query.set("filters", JSON.stringify(selection.filters ?? []));
    if (selection.excludeIds?.length) query.set("exclude", selection.excludeIds.join(","));
  }
  return `/apps/stores/holidays?${query}`;
}
