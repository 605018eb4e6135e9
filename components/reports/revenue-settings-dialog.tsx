"use client";
import { useLocale, useTranslations } from "next-intl";
import { useForm, type Resolver } from "react-hook-form";
import { FormDialog } from "@/components/common/form-dialog";
import { ControlledField } from "@/components/forms/controlled-field";
import { badInputIssues, showServerIssues } from "@/components/forms/server-issues";
import { useZodRules } from "@/components/forms/zod-rules";
import { FieldControl, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import { apiErrorCode } from "@/lib/apollo/error-code";
import { INCOME_ESTIMATOR } from "@/lib/constants";
import { currencySymbol } from "@/lib/format/number";
import { useGraphQLMutation } from "@/lib/http/use-graphql";
import type { Locale } from "@/lib/i18n/config";
import { REPORT_CURRENCIES } from "@/lib/reports/constants";
import { SaveRevenueSettingsMutation } from "@/lib/reports/operations";
import type { RevenueSettingsInput } from "@/lib/reports/schema";

const FIELDS = new Set(["ticket", "conversionPercent", "currency"]);

/**
 * The revenue settings' dialog, mounted while it is open (RevenueSettingsForm loads it on demand:
 * the form stays off the report's first load, and its zod rules load as it opens).
 */
export function RevenueSettingsDialog({
  initial,
  onClose,
  onSaved,
}: {
  initial: RevenueSettingsInput;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useTranslations("reports.settings");
  const locale = useLocale() as Locale;
  const tErrors = useTranslations("reports.errors");
  const tApi = useTranslations("api.errors");
  const [save, { loading }] = useGraphQLMutation(SaveRevenueSettingsMutation);
  const rules = useZodRules(() =>
    import("@/lib/reports/schema").then((m) => m.revenueSettingsSchema),
  );
  const form = useForm<RevenueSettingsInput>({
    resolver: rules.resolver as unknown as Resolver<RevenueSettingsInput>,
    defaultValues: initial,
  });
  const message = (key: string | undefined) =>
    key ? (tErrors.has(key) ? tErrors(key) : tApi("BAD_USER_INPUT")) : undefined;
  const { ticket, conversion } = INCOME_ESTIMATOR;

  async function send(input: RevenueSettingsInput) {
    const result = await save({ input }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    if (result.data?.saveRevenueSettings) {
      toast.success(t("saved"));
      onSaved();
      return;
    }
    const issues = badInputIssues(result.error);
    const fieldOf = (path: string) => {
      const field = path.split(".").pop() ?? "";
      return FIELDS.has(field) ? field : null;
    };
    if (issues && showServerIssues(form.setError, issues, fieldOf)) return;
    toast.error(tApi(apiErrorCode(result.error)));
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={t("title")}
      description={t("description")}
      onSubmit={form.handleSubmit(send)}
      formId="revenue-settings-form"
      submitLabel={t("save")}
      cancelLabel={t("cancel")}
      pending={loading}
      contentProps={{ "data-testid": "revenue-settings" }}
    >
      <FormField
        label={t("ticket")}
        description={t("ticketHint", { min: ticket.min, max: ticket.max })}
        error={message(form.formState.errors.ticket?.message)}
      >
        <Input
          type="number"
          inputMode="decimal"
          step="any"
          {...form.register("ticket", { valueAsNumber: true })}
        />
      </FormField>
      <FormField
        label={t("conversion")}
        description={t("conversionHint", { min: conversion.min, max: conversion.max })}
        error={message(form.formState.errors.conversionPercent?.message)}
      >
        <Input
          type="number"
          inputMode="decimal"
          step="any"
          {...form.register("conversionPercent", { valueAsNumber: true })}
        />
      </FormField>
      <ControlledField
        control={form.control}
        name="currency"
        label={t("currency")}
        message={message}
        // The label, hint and error name the trigger, the element that takes the focus.
        ownControl
        render={(field) => (
          <Select value={field.value} onValueChange={field.onChange}>
            <FieldControl>
              <SelectTrigger onBlur={field.onBlur} ref={field.ref}>
                <SelectValue />
              </SelectTrigger>
            </FieldControl>
            <SelectContent>
              {REPORT_CURRENCIES.map((code) => (
                <SelectItem key={code} value={code}>
                  {`${currencySymbol(code, locale)} · ${t(`currencies.${code}`)}`}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormDialog>
  );
}
