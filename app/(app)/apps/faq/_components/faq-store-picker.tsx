"use client";
import {
  StoreFacetPicker,
  type StoreFacetPickerProps,
} from "@/components/data-table/store-facet-picker";
import { FaqLocationsQuery } from "@/lib/questions/operations";

/** The questions list's store facet: the workspace's stores, ticked on and off. */
export function FaqStorePicker(props: StoreFacetPickerProps) {
  return (
    <StoreFacetPicker {...props} query={FaqLocationsQuery} pick={(data) => data.faqLocations} />
  );
}
