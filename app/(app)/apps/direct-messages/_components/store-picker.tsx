"use client";
import {
  StoreFacetPicker,
  type StoreFacetPickerProps,
} from "@/components/data-table/store-facet-picker";
import { MessageStoreSearchQuery } from "@/lib/messages/operations";

/** The conversations query filters by one store, so ticking one replaces the other. */
export function StorePicker(props: StoreFacetPickerProps) {
  return (
    <StoreFacetPicker
      {...props}
      single
      query={MessageStoreSearchQuery}
      pick={(data) => data.messageLocations}
    />
  );
}
