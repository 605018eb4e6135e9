"use client";

import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { AddressFields } from "@/components/stores/address-fields";
import { CategoryPicker } from "@/components/stores/category-picker";
import {
  latlngFormValues,
  NO_CATEGORIES,
  toCategoriesInput,
} from "@/components/stores/form-values";
import { LabelsField } from "@/components/stores/labels-field";
import { PhoneFields, usePhoneRules } from "@/components/stores/phone-fields";
import { SelectField } from "@/components/forms/select-field";
import { badInputIssues, showServerIssues } from "@/components/forms/server-issues";
import { useZodRules } from "@/components/forms/zod-rules";
import { StoreEditForm } from "@/components/stores/store-edit-form";
import { TextField } from "@/components/forms/text-field";
import { toast } from "@/components/ui/toast";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { MAPS_LOCATION_LIMITS as MAPS } from "@/lib/maps/limits";
import { CreateStoreMutation } from "@/lib/stores/operations";
import type { createStoreRules } from "./create-store-rules";

type Rules = typeof createStoreRules;

/** A new store: the maps account, name, categories and address, and optionally more. */
export function CreateStoreForm({
  accounts,
  regionCode,
}: {
  accounts: string[];
  regionCode: string;
}) {
  const t = useTranslations("stores.edit");
  const defaultValues = useMemo(
    () => ({
      account: accounts.length === 1 ? accounts[0]! : "",
      title: "",
      storeCode: "",
      categories: NO_CATEGORIES,
      storefrontAddress: {
        regionCode,
        postalCode: "",
        administrativeArea: "",
        locality: "",
        addressLines: [""],
      },
      latlng: latlngFormValues(),
      phoneNumbers: { primaryPhone: "", additionalPhones: [] },
      websiteUri: "",
      labels: [],
    }),
    [accounts, regionCode],
  );
  const rules = useZodRules(() => import("./create-store-rules").then((m) => m.createStoreRules));
  const form = useForm<z.input<Rules>, unknown, z.output<Rules>>({
    resolver: rules.resolver as unknown as Resolver<z.input<Rules>, unknown, z.output<Rules>>,
    defaultValues,
    mode: "onSubmit",
  });
  const [create, { loading }] = useGraphQLMutation(CreateStoreMutation);
  const [jobId, setJobId] = useState<string | null>(null);
  const region = useWatch({ control: form.control, name: "storefrontAddress.regionCode" });

  const onSubmit = form.handleSubmit(async (values) => {
    const input = {
      ...values,
      storeCode: values.storeCode || undefined,
      categories: toCategoriesInput(values.categories),
    };
    const result = await create({ input }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    const created = result.data?.createLocation.jobId;
    if (created) return setJobId(created);
    const issues = badInputIssues(result.error);
    const isField = (path: string) => (path.split(".")[0]! in defaultValues ? path : null);
    if (!issues || !showServerIssues(form.setError, issues, isField)) toast.error(t("sendFailed"));
  });

  const phoneRulesReady = usePhoneRules();
  return (
    <StoreEditForm
      form={form as never}
      onSubmit={onSubmit}
      sending={loading || jobId !== null}
      context={null}
      jobId={jobId}
      submitLabel={t("create.submit")}
      ready={phoneRulesReady && rules.schema !== null}
    >
      {accounts.length === 0 ? (
        <p className="text-destructive text-sm">{t("create.noAccount")}</p>
      ) : null}
      <SelectField
        name="account"
        label={t("create.account")}
        options={accounts.map((account) => ({ value: account, label: account }))}
      />
      <TextField
        name="title"
        label={t("name.title")}
        length={{ min: 1, max: MAPS.title }}
        autoComplete="organization"
      />
      <TextField
        name="storeCode"
        label={t("info.storeCode")}
        length={{ max: MAPS.storeCode }}
        autoComplete="off"
      />
      <section className="flex flex-col gap-3">
        <h2 className="font-semibold">{t("create.categories")}</h2>
        <CategoryPicker regionCode={region} />
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="font-semibold">{t("create.address")}</h2>
        <AddressFields />
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="font-semibold">{t("create.contact")}</h2>
        <PhoneFields region={region} />
        <TextField
          name="websiteUri"
          label={t("website.label")}
          type="url"
          inputMode="url"
          placeholder="https://"
        />
      </section>
      <LabelsField />
    </StoreEditForm>
  );
}
