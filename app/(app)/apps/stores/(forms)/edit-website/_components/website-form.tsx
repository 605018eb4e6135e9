"use client";

import { useTranslations } from "next-intl";
import { z } from "zod";
import { StoreEditForm } from "@/components/stores/store-edit-form";
import type { StoreEditContext } from "@/components/stores/store-edit-types";
import { TextField } from "@/components/forms/text-field";
import { useStoreEdit } from "@/components/stores/use-store-edit";
import { websiteUriSchema } from "@/lib/stores/schema";

const schema = z.object({ websiteUri: websiteUriSchema });

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
    schema,
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
