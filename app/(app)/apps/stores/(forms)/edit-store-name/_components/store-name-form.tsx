"use client";

import { useTranslations } from "next-intl";
import { StoreEditForm } from "@/components/stores/store-edit-form";
import type { StoreEditContext } from "@/components/stores/store-edit-types";
import { TextField } from "@/components/forms/text-field";
import { useStoreEdit } from "@/components/stores/use-store-edit";
import { MAPS_LOCATION_LIMITS as MAPS } from "@/lib/maps/limits";

/** The store's name as the maps service shows it. */
export function StoreNameForm({ title, context }: { title: string; context: StoreEditContext }) {
  const t = useTranslations("stores.edit.name");
  const { formProps } = useStoreEdit({
    context,
    rules: () => import("./store-name-rules").then((m) => m.storeNameRules),
    defaultValues: { title },
    toPatch: (values) => ({ title: values.title }),
  });
  return (
    <StoreEditForm {...formProps}>
      <TextField
        name="title"
        label={t("title")}
        description={t("hint")}
        autoComplete="organization"
        length={{ min: 1, max: MAPS.title }}
      />
    </StoreEditForm>
  );
}
