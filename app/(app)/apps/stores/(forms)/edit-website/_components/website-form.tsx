"use client";

import { useTranslations } from "next-intl";
import { StoreEditForm } from "@/components/stores/store-edit-form";
import type { StoreEditContext } from "@/components/stores/store-edit-types";
import { TextField } from "@/components/forms/text-field";
import { useStoreEdit } from "@/components/stores/use-store-edit";

/** The store's website: a valid web address. */
export function WebsiteForm({
  websiteUri,
  context,
}: {
  websiteUri: string;
  context: StoreEditContext;
}) {
  const t = useTranslations("stores.edit.website");
  const { formProps } = useStoreEdit({
    context,
    rules: () => import("./website-rules").then((m) => m.websiteRules),
    defaultValues: { websiteUri },
    toPatch: (values) => ({ websiteUri: values.websiteUri }),
  });
  return (
    <StoreEditForm {...formProps}>
      <TextField
        name="websiteUri"
        label={t("label")}
        description={t("hint")}
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://"
      />
    </StoreEditForm>
  );
}
