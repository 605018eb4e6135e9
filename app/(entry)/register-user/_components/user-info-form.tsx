"use client";

import { useEffect, useMemo, useState } from "react";
import { Link } from "@/components/ui/link";
import { useLocale, useTranslations } from "next-intl";
import type { z } from "zod";
import { Controller, useForm, useWatch, type Resolver } from "react-hook-form";
import { ControlledField } from "@/components/forms/controlled-field";
import { useZodRules } from "@/components/forms/zod-rules";
import { Button } from "@/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, FieldControl, FieldLabel } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Slider } from "@/components/ui/slider";
import { toast } from "@/components/ui/toast";
import { apiErrorCode } from "@/lib/apollo/error-code";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import { MAX_LENGTH, MIN_NAME_LENGTH, ONBOARDING_COUNTRIES, STORE_SLIDER } from "@/lib/constants";
import type { LeadProfile } from "@/lib/onboarding/queries";
import { SaveUserInfoMutation } from "@/lib/onboarding/operations";
import { TERMS_PATH } from "@/lib/onboarding/terms";
import type { UserInfoInput } from "@/lib/onboarding/schema";
import { usePhoneExample } from "./phone-example";

type FormValues = UserInfoInput;
const NAME_FIELDS = ["firstName", "lastName", "business"] as const;

/** Step 0: the lead's details. Messages show on blur and clear on focus; Next waits for all rules. */
export function UserInfoForm({
  email,
  defaults,
  onSaved,
  onFailed,
}: {
  email: string;
  defaults: LeadProfile;
  onSaved: () => void;
  onFailed: () => void;
}) {
  const t = useTranslations("onboarding");
  const locale = useLocale();
  const regionNames = useMemo(() => new Intl.DisplayNames([locale], { type: "region" }), [locale]);
  const countries = useMemo(
    () =>
      ONBOARDING_COUNTRIES.map((id) => ({ id, name: regionNames.of(id) ?? id })).sort((a, b) =>
        a.name.localeCompare(b.name, locale),
      ),
    [regionNames, locale],
  );
  const rules = useZodRules(() => import("./user-info-rules").then((m) => m.userInfoRules));
  const form = useForm<FormValues>({
    resolver: rules.resolver as unknown as Resolver<FormValues>,
    mode: "onBlur",
    reValidateMode: "onBlur",
    defaultValues: { ...defaults, termsAccepted: false as unknown as true },
  });
  const values = useWatch({ control: form.control }) as FormValues;
  const ready = useRulesPass(rules.schema, values);
  const [save, { loading }] = useGraphQLMutation(SaveUserInfoMutation);
  const { example, reach: reachPhone } = usePhoneExample(values.country);

  // `field` picks the company's wording of ALPHANUMERIC_ERROR (digits allowed) over a person's.
  const message = (key?: string, field = "") =>
    key
      ? t(`validation.${key}` as "validation.REQUIRED", {
          min: MIN_NAME_LENGTH,
          max: key === "STORES_ERROR" ? STORE_SLIDER.max : MAX_LENGTH.name,
          field,
        })
      : undefined;

  const submit = form.handleSubmit(async (input) => {
    try {
      await save({ input: { ...input, termsAccepted: true } });
      onSaved();
    } catch (error) {
      toast.error(t("errors.ERROR_UPDATING_USER"));
      console.error("saveUserInfo failed", error);
      if (apiErrorCode(error) !== "BAD_USER_INPUT") onFailed();
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">{t("info.title")}</CardTitle>
        <CardDescription>{t("info.subtitle")}</CardDescription>
      </CardHeader>
      <form noValidate onSubmit={submit}>
        <CardContent className="grid gap-5 sm:grid-cols-2">
          {NAME_FIELDS.map((name) => (
            <ControlledField
              key={name}
              control={form.control}
              name={name}
              label={t(`info.${name}`)}
              message={(key) => message(key, name)}
              render={(field) => (
                <Input
                  {...field}
                  autoComplete={
                    name === "firstName"
                      ? "given-name"
                      : name === "lastName"
                        ? "family-name"
                        : "organization"
                  }
                  onFocus={() => form.clearErrors(name)}
                />
              )}
            />
          ))}
          <ControlledField
            control={form.control}
            name="country"
            label={t("info.country")}
            message={message}
            ownControl
            render={(field) => (
              <Select
                value={field.value}
                onValueChange={(value) => {
                  field.onChange(value);
                  if (form.getValues("phone")) void form.trigger("phone");
                }}
              >
                <FieldControl>
                  <SelectTrigger className="w-full">
                    <SelectValue placeholder={t("info.countryPlaceholder")} />
                  </SelectTrigger>
                </FieldControl>
                <SelectContent>
                  {countries.map((c) => (
                    <SelectItem key={c.id} value={c.id}>
                      {c.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <ControlledField
            control={form.control}
            name="phone"
            label={t("info.phone")}
            message={message}
            render={(field) => (
              <Input
                {...field}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder={example ? t("info.phonePlaceholder", { example }) : undefined}
                onFocus={() => {
                  form.clearErrors("phone");
                  reachPhone();
                }}
              />
            )}
          />
          <ControlledField
            control={form.control}
            name="position"
            label={t("info.position")}
            message={message}
            render={(field) => (
              <Input {...field} value={field.value ?? ""} autoComplete="organization-title" />
            )}
          />
          <Field>
            <FieldLabel>{t("info.email")}</FieldLabel>
            <FieldControl>
              <Input value={email} readOnly aria-readonly className="bg-muted/60" />
            </FieldControl>
          </Field>
          <Controller
            name="storeNumber"
            control={form.control}
            render={({ field }) => (
              <div className="flex flex-col gap-3 sm:col-span-2">
                <div className="flex items-center justify-between gap-2">
                  <Label id="stores-label">{t("info.stores")}</Label>
                  <span className="text-sm font-medium tabular-nums" aria-live="polite">
                    {t("info.storesValue", { count: field.value })}
                  </span>
                </div>
                <Slider
                  aria-labelledby="stores-label"
                  thumbLabel={t("info.stores")}
                  min={STORE_SLIDER.min}
                  max={STORE_SLIDER.max}
                  step={1}
                  value={[field.value]}
                  onValueChange={([value]) => field.onChange(value)}
                />
              </div>
            )}
          />
          <Controller
            name="termsAccepted"
            control={form.control}
            render={({ field }) => (
              <div className="flex items-start gap-3 sm:col-span-2">
                <Checkbox
                  id="terms"
                  checked={field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
                <div className="flex flex-col gap-1">
                  <Label htmlFor="terms" className="leading-snug font-normal">
                    {t("info.terms")}
                  </Label>
                  {/* A new tab, so reading the terms keeps what the lead has typed here. */}
                  <Link
                    href={TERMS_PATH}
                    target="_blank"
                    rel="noopener"
                    className="text-primary text-sm underline underline-offset-4"
                  >
                    {t("info.termsLink")}
                  </Link>
                </div>
              </div>
            )}
          />
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={!ready || loading} className="w-full sm:w-auto">
            {loading ? t("info.saving") : t("info.next")}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}

/**
 * Whether the values pass all the rules, the phone's country check included (asynchronous: it
 * loads the phone library the first time there is a phone); false until the rules are here.
 */
function useRulesPass(schema: z.ZodType | null, values: FormValues) {
  const [pass, setPass] = useState(false);
  useEffect(() => {
    if (!schema) return;
    let live = true;
    void schema.safeParseAsync(values).then((result) => live && setPass(result.success));
    return () => {
      live = false;
    };
  }, [schema, values]);
  return schema !== null && pass;
}
