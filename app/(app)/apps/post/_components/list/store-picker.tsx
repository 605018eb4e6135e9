"use client";
import {
  StoreFacetPicker,
  type StoreFacetPickerProps,
} from "@/components/data-table/store-facet-picker";
import { PostStoreSearchQuery } from "@/lib/posts/operations";

/** The posts query filters by one store, so ticking one replaces the other. */
export function StorePicker(props: StoreFacetPickerProps) {
  return (
    <StoreFacetPicker
      {...props}
      single
      query={PostStoreSearchQuery}
      pick={(data) => data.postLocations}
    />
  );
}
