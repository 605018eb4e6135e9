"use client";

import { useLocale, useTranslations } from "next-intl";
import { Controller, useForm, type Resolver } from "react-hook-form";
import type { z } from "zod";
import { FormDialog } from "@/components/common/form-dialog";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { useZodRules } from "@/components/forms/zod-rules";
import {
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
} from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import type { ReportFiltersInput } from "@/lib/graphql/generated/client/graphql";
import { refetchGraphQLQueries, useGraphQLMutation } from "@/lib/http/use-graphql";
import { REPORT_FORMATS, REPORT_FREQUENCIES } from "@/lib/reports/constants";
import { SHARE_MESSAGE_NAMESPACES, SHARE_MESSAGE_OPTIONS } from "./share-messages";
import { CreateReportScheduleMutation, ReportSharingListsQuery } from "@/lib/reports/operations";
import type { shareScheduleRules } from "./share-schedule-rules";

type FormInput = z.input<typeof shareScheduleRules>;
type FormOutput = z.output<typeof shareScheduleRules>;

/**
 * The field's message: its own, or its first address's (a bad address is reported at
 * recipients.N, which react-hook-form keeps as an array under the field).
 */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const record = error as Record<string, { message?: unknown } | undefined>;
  if (typeof record.message === "string") return record.message;
  // Only the numbered entries: `ref` and `root` are not messages.
  const index = Object.keys(record).find((key) => /^\d+$/.test(key) && record[key]?.message);
  const nested = index === undefined ? undefined : record[index]?.message;
  return typeof nested === "string" ? nested : undefined;
}

/** Schedules the report of these filters by email, weekly or monthly, as a PDF or CSV. */
export function ShareScheduleDialog({
  filters,
  onClose,
}: {
  filters: ReportFiltersInput;
  onClose: () => void;
}) {
  const t = useTranslations("reportSharing.scheduleDialog");
  const locale = useLocale();
  const shareMessage = useApiErrorMessage(SHARE_MESSAGE_NAMESPACES, SHARE_MESSAGE_OPTIONS);
  const rules = useZodRules(() =>
    import("./share-schedule-rules").then((m) => m.shareScheduleRules),
  );
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: rules.resolver as unknown as Resolver<FormInput, unknown, FormOutput>,
    defaultValues: { frequency: "WEEKLY", format: "PDF", recipients: "" },
  });
  const [create, { loading }] = useGraphQLMutation(CreateReportScheduleMutation);

  async function send(values: FormOutput) {
    const result = await create({ input: { ...values, filters, locale } }).then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error }),
    );
    if (result.data?.createReportSchedule) {
      refetchGraphQLQueries(ReportSharingListsQuery);
      toast.success(t("saved"));
      onClose();
      return;
    }
    toast.error(shareMessage(result.error));
  }

  return (
    <FormDialog
      onClose={onClose}
      title={t("title")}
      description={t("description", { days: String(filters.days) })}
      onSubmit={(event) => void form.handleSubmit(send)(event)}
      submitLabel={t("save")}
      pending={loading}
      contentProps={{ "data-testid": "share-schedule-dialog" }}
    >
      <div className="grid grid-cols-2 gap-4">
        {(["frequency", "format"] as const).map((name) => (
          <Controller
            key={name}
            name={name}
            control={form.control}
            render={({ field }) => (
              <Field>
                <FieldLabel>{t(name)}</FieldLabel>
                <Select value={field.value} onValueChange={field.onChange}>
                  <FieldControl>
                    <SelectTrigger>
                      <SelectValue />
                    </SelectTrigger>
                  </FieldControl>
                  <SelectContent>
                    {(name === "frequency" ? REPORT_FREQUENCIES : REPORT_FORMATS).map((value) => (
                      <SelectItem key={value} value={value}>
                        {name === "frequency" ? t(value as "WEEKLY") : value}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </Field>
            )}
          />
        ))}
      </div>
      <Controller
        name="recipients"
        control={form.control}
        render={({ field, fieldState }) => (
          <Field invalid={fieldState.invalid}>
            <FieldLabel>{t("recipients")}</FieldLabel>
            <FieldControl>
              <Input {...field} type="text" inputMode="email" autoComplete="off" />
            </FieldControl>
            <FieldDescription className="text-xs">{t("recipientsHint")}</FieldDescription>
            <FieldError errors={[{ message: shareMessage.key(firstMessage(fieldState.error)) }]} />
          </Field>
        )}
      />
    </FormDialog>
  );
}
