import { defineTableConfig } from "@/components/data-table/url-state";
import {
  LOCATION_FILTER_COLUMNS,
  type LOCATION_SORT_FIELDS,
} from "@/lib/validation/location-fields";

type SortField = (typeof LOCATION_SORT_FIELDS)[number];

/**
 * What the store list lets people sort and filter by: ids of the `locations` query's allowlists
 * (lib/validation/locations), read by the page to query and by the table to draw its controls.
 */
export const STORES_TABLE = defineTableConfig({
  sortable: ["locationName", "storeCode", "locality"] satisfies SortField[],
  filterable: LOCATION_FILTER_COLUMNS,
  defaultSort: { id: "locationName", direction: "asc" },
});

/** One store as the table shows it. */
export type StoreRow = {
  id: string;
  name: string;
  storeCode: string | null;
  address: string;
  locality: string | null;
  openStatus: string;
  /** COMPLETED, PENDING, FAILED or NONE (never verified). */
  verification: string;
  labels: string[];
  /** The newest change the maps service accepted: its day, and the fields it changed. */
  lastChange: { date: string; fields: string[] } | null;
  /** Scans of its QR card's review link and its new reviews over the last 30 days. */
  reviewRequests: { scans: number; newReviews: number };
};
