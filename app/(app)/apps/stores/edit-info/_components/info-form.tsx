"use client";

import { useLocale, useTranslations } from "next-intl";
import { z } from "zod";
import { LabelsField } from "@/components/stores/labels-field";
import { StoreEditForm } from "@/components/stores/store-edit-form";
import type { StoreEditContext } from "@/components/stores/store-edit-types";
import { TextField } from "@/components/stores/text-field";
import { useStoreEdit } from "@/components/stores/use-store-edit";
import type { EditStoreInfoQuery } from "@/lib/graphql/generated/client/graphql";
import { formatDate } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/config";
import { MAPS_LOCATION_LIMITS as MAPS } from "@/lib/maps/limits";
import { infoSchema } from "@/lib/stores/schema";

type Store = NonNullable<EditStoreInfoQuery["location"]>;

const schema = z.object({
  profile: z.object({ description: infoSchema.shape.description }),
  storeCode: infoSchema.shape.storeCode,
  labels: infoSchema.shape.labels,
});

/** The store's description, store code and labels (tags). */
export function InfoForm({ store, context }: { store: Store; context: StoreEditContext }) {
  const t = useTranslations("stores.edit.info");
  const locale = useLocale() as Locale;
  const opened = store.openInfo.openingDate;
  const { formProps } = useStoreEdit({
    context,
    schema,
    defaultValues: {
      profile: { description: store.profile?.description ?? "" },
      storeCode: store.storeCode ?? "",
      labels: store.labels,
    },
    toPatch: (values) => ({
      profile: { description: values.profile.description ?? "" },
      storeCode: values.storeCode ?? "",
      labels: values.labels ?? [],
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
      {opened?.year && opened.month && opened.day ? (
        // The API takes no opening date (LocationPatchInput has none): shown, not edited.
        <div className="flex flex-col gap-1 text-sm">
          <p>
            <span className="font-medium">{t("openingDate")}:</span>{" "}
            {formatDate(
              `${opened.year}-${String(opened.month).padStart(2, "0")}-${String(opened.day).padStart(2, "0")}`,
              locale,
            )}
          </p>
          <p className="text-muted-foreground">{t("openingDateHint")}</p>
        </div>
      ) : null}
      <LabelsField />
    </StoreEditForm>
  );
}
