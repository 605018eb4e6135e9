"use client";
import { useId } from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useController, useForm, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { ControlledField } from "@/components/forms/controlled-field";
import { EntryListField } from "@/components/forms/entry-list-field";
import { badInputIssues, showServerIssues } from "@/components/forms/server-issues";
import { useZodRules } from "@/components/forms/zod-rules";
import { Button } from "@/components/ui/button";
import { ChoiceCard } from "@/components/ui/choice-card";
import { GroupError } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import { requestGraphQL } from "@/lib/http/request-graphql";
import { RANKING_DEVICES, RANKING_FREQUENCIES, RANKING_LIMITS } from "@/lib/rankings/rules";
import { SEARCH_LANGUAGES, STORE_SEARCH_RADIUS_M } from "@/lib/serp/locations";
import { CreateSerpMutation } from "@/lib/serps/operations";
import { serpFormField, serpFormInput, type SerpFormValues } from "@/lib/serps/rules";
import { StoreField } from "./store-field";

const KEYWORD_LENGTH = { min: 1, max: RANKING_LIMITS.keyword.max };

/** The API's paths of an issue as the form's fields (its store is held as the chooser's). */
function formErrors(errors: FieldErrors): FieldErrors<SerpFormValues> {
  const { locationId, ...rest } = errors;
  return { ...rest, ...(locationId ? { store: locationId } : {}) } as FieldErrors<SerpFormValues>;
}

/** The new saved search: the server's own rules on every field, then on to its page. */
export function SerpForm({
  language,
  workspaceId,
}: {
  /** The interface's language, the search's unless another is chosen. */
  language: string;
  workspaceId: string | null;
}) {
  const t = useTranslations("rankings");
  const router = useRouter();
  const issue = useApiErrorMessage("rankings.validation", {
    values: { max: RANKING_LIMITS.entries },
  });
  const rules = useZodRules(() => import("@/lib/serps/schema").then((m) => m.serpFormSchema));
  // The rules check the API's input; their issues show on the form's own fields.
  const resolver: Resolver<SerpFormValues> = async (values, context, options) => {
    const result = await rules.resolver(values, context, options as never);
    const errors = formErrors(result.errors);
    if (values.from === "store" && !values.store)
      errors.store ??= { type: "required", message: "noStore" };
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
  const form = useForm<SerpFormValues>({
    resolver,
    defaultValues: {
      name: "",
      keyword: "",
      device: "MOBILE",
      frequency: "MONTHLY",
      languageCode: (SEARCH_LANGUAGES as readonly string[]).includes(language) ? language : "en",
      from: "country",
      store: null,
      sites: [],
      competitors: [],
    },
  });
  const [languageCode, from] = useWatch({ control: form.control, name: ["languageCode", "from"] });
  const store = useController({ control: form.control, name: "store" });
  const fromName = useId();
  const fromLabel = useId();
  const storeError = useId();
  const message = (key: string | undefined, entry?: string) =>
    issue.key(key, {
      values: { entry: entry ?? "" },
      length: key ? RANKING_LIMITS.name : undefined,
    });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const data = await requestGraphQL(CreateSerpMutation, { input: serpFormInput(values) });
      toast.success(t("serps.form.created"));
      router.push(`/apps/serps/${data.createSerp.id}`);
    } catch (error) {
      const issues = badInputIssues(error);
      const shown = issues && showServerIssues(form.setError, issues, serpFormField);
      if (!shown) toast.error(issue(error));
    }
  });

  const entryList = (name: "sites" | "competitors") => (
    <EntryListField
      control={form.control}
      name={name}
      label={t(`serps.form.${name}`)}
      hint={t(`serps.form.${name}Hint`)}
      placeholder={t("serps.form.entryPlaceholder")}
      addLabel={t("serps.form.add")}
      removeLabel={(entry) => t("serps.form.remove", { entry })}
      message={message}
    />
  );
  const select = (name: "languageCode" | "device" | "frequency", options: readonly string[]) => (
    <ControlledField
      control={form.control}
      name={name}
      label={t(`serps.form.${name === "languageCode" ? "language" : name}`)}
      message={(key) => message(key)}
      render={(field) => (
        <NativeSelect {...field} className="w-full">
          {options.map((option) => (
            <option key={option} value={option}>
              {name === "languageCode" ? t(`serps.languages.${option}`) : t(`${name}.${option}`)}
            </option>
          ))}
        </NativeSelect>
      )}
    />
  );
  const storeMessage = message(store.fieldState.error?.message);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <ControlledField
        control={form.control}
        name="name"
        label={t("serps.form.name")}
        message={(key) => message(key)}
        render={(field) => <Input {...field} autoComplete="off" />}
      />
      <ControlledField
        control={form.control}
        name="keyword"
        label={t("serps.form.keyword")}
        hint={t("serps.form.keywordHint")}
        message={(key) => issue.key(key, { length: KEYWORD_LENGTH })}
        render={(field) => <Input {...field} autoComplete="off" />}
      />
      {entryList("sites")}
      {entryList("competitors")}
      <div className="grid gap-4 sm:grid-cols-3">
        {select("languageCode", SEARCH_LANGUAGES)}
        {select("device", RANKING_DEVICES)}
        {select("frequency", RANKING_FREQUENCIES)}
      </div>
      <fieldset
        aria-labelledby={fromLabel}
        aria-describedby={storeMessage ? storeError : undefined}
        className="flex min-w-0 flex-col gap-2"
      >
        <legend id={fromLabel} className="text-sm font-medium">
          {t("serps.form.from")}
        </legend>
        <ChoiceCard
          name={fromName}
          checked={from === "country"}
          onSelect={() => {
            form.setValue("from", "country");
            form.clearErrors("store");
          }}
        >
          <span>{t("serps.form.fromCountry")}</span>
          <span className="text-muted-foreground text-xs">
            {t(`serps.countries.${languageCode}`)}
          </span>
        </ChoiceCard>
        <ChoiceCard
          name={fromName}
          checked={from === "store"}
          onSelect={() => form.setValue("from", "store")}
        >
          <span>{t("serps.form.fromStore")}</span>
          <span className="text-muted-foreground text-xs">
            {t("serps.form.fromStoreDetail", { km: STORE_SEARCH_RADIUS_M / 1000 })}
          </span>
        </ChoiceCard>
        {from === "store" ? (
          <StoreField
            value={store.field.value}
            onChange={(chosen) => {
              store.field.onChange(chosen);
              if (chosen) form.clearErrors("store");
            }}
            workspaceId={workspaceId}
          />
        ) : null}
        <GroupError id={storeError}>{storeMessage}</GroupError>
      </fieldset>
      <Button
        type="submit"
        className="self-start"
        disabled={form.formState.isSubmitting || !rules.schema}
      >
        {t("serps.form.submit")}
      </Button>
    </form>
  );
}
