"use client";

import { useTranslations } from "next-intl";
import { LabelsField } from "@/components/stores/labels-field";
import { StoreEditForm } from "@/components/stores/store-edit-form";
import type { StoreEditContext } from "@/components/stores/store-edit-types";
import { TextField } from "@/components/forms/text-field";
import { useStoreEdit } from "@/components/stores/use-store-edit";
import type { EditStoreInfoQuery } from "@/lib/graphql/generated/client/graphql";
import { MAPS_LOCATION_LIMITS as MAPS } from "@/lib/maps/limits";
import { OPENING_DATE_MAX_AHEAD_DAYS } from "@/lib/stores/field-options";

type Store = NonNullable<EditStoreInfoQuery["location"]>;

type GoogleDate = { year?: number | null; month?: number | null; day?: number | null };
const pad = (n: number) => String(n).padStart(2, "0");

/** A full Date of the service as the input's value; a year or month alone shows as unset. */
const dateInputValue = (date: GoogleDate | null | undefined) =>
  date?.year && date.month && date.day ? `${date.year}-${pad(date.month)}-${pad(date.day)}` : "";

/** The store's description, store code, opening date and labels (tags). */
export function InfoForm({ store, context }: { store: Store; context: StoreEditContext }) {
  const t = useTranslations("stores.edit.info");
  const { formProps } = useStoreEdit({
    context,
    rules: () => import("./info-rules").then((m) => m.infoRules),
    defaultValues: {
      profile: { description: store.profile?.description ?? "" },
      storeCode: store.storeCode ?? "",
      labels: store.labels,
      openingDate: dateInputValue(store.openInfo.openingDate),
    },
    toPatch: (values) => ({
      profile: { description: values.profile.description ?? "" },
      storeCode: values.storeCode ?? "",
      labels: values.labels ?? [],
      // Only the date: the store's status is the close-store page's.
      openInfo: values.openingDate ? { openingDate: values.openingDate } : undefined,
    }),
  });
  return (
    <StoreEditForm {...formProps}>
      <TextField
        name="profile.description"
        label={t("description")}
        description={t("descriptionHint", { max: MAPS.description })}
        multiline
        length={{ max: MAPS.description }}
      />
      <TextField
        name="storeCode"
        label={t("storeCode")}
        description={t("storeCodeHint")}
        autoComplete="off"
        length={{ max: MAPS.storeCode }}
      />
      <TextField
        name="openingDate"
        label={t("openingDate")}
        description={t("openingDateHint", { days: OPENING_DATE_MAX_AHEAD_DAYS })}
        type="date"
      />
      <LabelsField />
    </StoreEditForm>
  );
}
