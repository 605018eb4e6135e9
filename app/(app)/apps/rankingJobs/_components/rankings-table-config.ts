import { defineTableConfig } from "@/components/data-table/url-state";

/** The rankings list: newest first, a page at a time. */
export const RANKINGS_TABLE = defineTableConfig({
  sortable: ["createdAt"],
  filterable: [],
  defaultSort: { id: "createdAt", direction: "desc" },
});
