"use client";

import { useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { z } from "zod";
import { ControlledField } from "@/components/forms/controlled-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, FieldControl, FieldError, FieldLabel } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PasswordInput } from "@/components/ui/password-input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Slider } from "@/components/ui/slider";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toast";
import { useLengthMessage } from "@/components/ui/use-length-message";
import { MAX_LENGTH, MIN_NAME_LENGTH, ONBOARDING_COUNTRIES, STORE_SLIDER } from "@/lib/constants";
import { boundedText } from "@/lib/validation/bounded-text";
import { lengthIssue, type LengthLimits } from "@/lib/validation/length";
import { DemoSection } from "./demo-section";

// Demo-only schema: the product's real rules live in lib/validation. Length limits use the shared
// rule like every product form: too-long text is refused with the limit named, never cut.
const BUSINESS = { min: MIN_NAME_LENGTH, max: MAX_LENGTH.company };
const PASSWORD = { max: MAX_LENGTH.password };
const demoSchema = z.object({
  business: boundedText(BUSINESS),
  password: z
    .string()
    .min(1, "required")
    .refine((value) => lengthIssue(value, PASSWORD) === null, "tooLong"),
  country: z.string().min(1, "required"),
  stores: z.number().min(STORE_SLIDER.min).max(STORE_SLIDER.max),
  notifications: z.boolean(),
  terms: z.boolean().refine((accepted) => accepted, "terms"),
});
type DemoInput = z.input<typeof demoSchema>;

export function FormDemo() {
  const t = useTranslations("ui.gallery");
  const tPassword = useTranslations("ui.password");
  const locale = useLocale();
  const countryNames = useMemo(() => new Intl.DisplayNames([locale], { type: "region" }), [locale]);
  const form = useForm<DemoInput>({
    resolver: zodResolver(demoSchema),
    mode: "onBlur",
    defaultValues: {
      business: "",
      password: "",
      country: "",
      stores: 10,
      notifications: true,
      terms: false,
    },
  });
  const lengthMessage = useLengthMessage();
  // Schema messages are keys; translate at render so a language switch updates them too.
  const message = (key?: string, limits: LengthLimits = BUSINESS) =>
    key ? (lengthMessage(key, limits) ?? t(`form.errors.${key}`)) : undefined;

  return (
    <DemoSection title={t("sections.forms")}>
      <Card>
        <CardContent>
          <form
            noValidate
            onSubmit={form.handleSubmit(() => toast.success(t("form.sent")))}
            className="grid gap-6 md:grid-cols-2"
          >
            <ControlledField
              control={form.control}
              name="business"
              label={t("form.business")}
              hint={t("form.businessHint", BUSINESS)}
              message={message}
              render={(field) => <Input {...field} autoComplete="organization" />}
            />
            <ControlledField
              control={form.control}
              name="password"
              label={t("form.password")}
              message={(key) => message(key, PASSWORD)}
              render={(field) => (
                <PasswordInput
                  {...field}
                  autoComplete="new-password"
                  toggleLabels={{ show: tPassword("show"), hide: tPassword("hide") }}
                />
              )}
            />
            <ControlledField
              control={form.control}
              name="country"
              label={t("form.country")}
              message={message}
              ownControl
              render={(field) => (
                <Select name={field.name} value={field.value} onValueChange={field.onChange}>
                  <FieldControl>
                    <SelectTrigger onBlur={field.onBlur}>
                      <SelectValue placeholder={t("form.countryPlaceholder")} />
                    </SelectTrigger>
                  </FieldControl>
                  <SelectContent>
                    {ONBOARDING_COUNTRIES.map((code) => (
                      <SelectItem key={code} value={code}>
                        {countryNames.of(code) ?? code}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
            <Controller
              name="stores"
              control={form.control}
              render={({ field }) => (
                <Field>
                  <FieldLabel>{t("form.stores", { count: field.value })}</FieldLabel>
                  <Slider
                    min={STORE_SLIDER.min}
                    max={STORE_SLIDER.max}
                    value={[field.value]}
                    onValueChange={([value]) => field.onChange(value)}
                    thumbLabel={t("form.storesThumb")}
                    className="py-2"
                  />
                </Field>
              )}
            />
            <Controller
              name="notifications"
              control={form.control}
              render={({ field }) => (
                <div className="flex items-center gap-3">
                  <Switch
                    id="demo-notifications"
                    checked={field.value}
                    onCheckedChange={field.onChange}
                  />
                  <Label htmlFor="demo-notifications">{t("form.notifications")}</Label>
                </div>
              )}
            />
            <Controller
              name="terms"
              control={form.control}
              render={({ field, fieldState }) => (
                <Field invalid={fieldState.invalid} orientation="horizontal" className="flex-wrap">
                  <FieldControl>
                    <Checkbox
                      checked={field.value}
                      onCheckedChange={(checked) => field.onChange(checked === true)}
                    />
                  </FieldControl>
                  <FieldLabel className="font-normal">{t("form.terms")}</FieldLabel>
                  <FieldError className="basis-full">
                    {message(fieldState.error?.message)}
                  </FieldError>
                </Field>
              )}
            />
            <div className="flex gap-3 md:col-span-2">
              <Button type="submit">{t("form.submit")}</Button>
              <Button type="button" variant="outline" onClick={() => form.reset()}>
                {t("form.reset")}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </DemoSection>
  );
}
