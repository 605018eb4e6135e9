import { defineTableConfig } from "@/components/data-table/url-state";

/** The queue pages in SQL, oldest edit first; it has no sorts or filters of its own. */
export const APPROVALS_TABLE = defineTableConfig({
  sortable: [],
  filterable: [],
  defaultSort: { id: "createdAt", direction: "asc" },
});
