import { defineTableConfig } from "@/components/data-table/url-state";

/** The saved searches' list: newest first, a page at a time. */
export const SERPS_TABLE = defineTableConfig({
  sortable: ["createdAt"],
  filterable: [],
  defaultSort: { id: "createdAt", direction: "desc" },
});
