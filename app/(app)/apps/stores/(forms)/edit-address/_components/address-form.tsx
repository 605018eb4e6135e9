"use client";

import { AddressFields } from "@/components/stores/address-fields";
import { latlngFormValues } from "@/components/stores/form-values";
import { StoreEditForm } from "@/components/stores/store-edit-form";
import type { StoreHeaderAddress } from "@/components/stores/store-header";
import type { StoreEditContext } from "@/components/stores/store-edit-types";
import { useStoreEdit } from "@/components/stores/use-store-edit";
import { DEFAULT_COUNTRY } from "@/lib/constants";

/** The store's postal address and map pin. */
export function AddressForm({
  address,
  latlng,
  context,
}: {
  address: StoreHeaderAddress | null | undefined;
  latlng: { latitude: number; longitude: number } | null | undefined;
  context: StoreEditContext;
}) {
  const { formProps } = useStoreEdit({
    context,
    rules: () => import("./address-rules").then((m) => m.addressRules),
    defaultValues: {
      storefrontAddress: {
        regionCode: address?.regionCode ?? DEFAULT_COUNTRY,
        postalCode: address?.postalCode ?? "",
        administrativeArea: address?.administrativeArea ?? "",
        locality: address?.locality ?? "",
        addressLines: address?.addressLines.length ? address.addressLines : [""],
      },
      latlng: latlngFormValues(latlng),
    },
    toPatch: (values) => ({ storefrontAddress: values.storefrontAddress, latlng: values.latlng }),
  });
  return (
    <StoreEditForm {...formProps}>
      <AddressFields />
    </StoreEditForm>
  );
}
