"use client";

import { PhoneFields, usePhoneRules } from "@/components/stores/phone-fields";
import { StoreEditForm } from "@/components/stores/store-edit-form";
import type { StoreEditContext } from "@/components/stores/store-edit-types";
import { useStoreEdit } from "@/components/stores/use-store-edit";

type Phones = { primaryPhone: string; additionalPhones: string[] };

/** The store's phones, each valid for the store's country. */
export function PhoneForm({
  phones,
  region,
  context,
}: {
  phones: Phones;
  region: string;
  context: StoreEditContext;
}) {
  const { formProps } = useStoreEdit({
    context,
    rules: () => import("./phone-rules").then((m) => m.phoneRules(region)),
    defaultValues: { phoneNumbers: phones },
    toPatch: (values) => ({ phoneNumbers: values.phoneNumbers }),
  });
  const ready = usePhoneRules();
  return (
    <StoreEditForm {...formProps} ready={ready && formProps.ready}>
      <PhoneFields region={region} />
    </StoreEditForm>
  );
}
