"use client";
import {
  StoreFacetPicker,
  type StoreFacetPickerProps,
} from "@/components/data-table/store-facet-picker";
import { ReviewStoreSearchQuery } from "@/lib/reviews/operations";

/** The inbox's store facet: the workspace's stores, ticked on and off. */
export function StorePicker(props: StoreFacetPickerProps) {
  return (
    <StoreFacetPicker
      {...props}
      query={ReviewStoreSearchQuery}
      pick={(data) => data.reviewLocations}
    />
  );
}
