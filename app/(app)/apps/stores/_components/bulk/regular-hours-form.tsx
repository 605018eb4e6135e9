"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocale, useTranslations } from "next-intl";
import { Controller, useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { Field, FieldError, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { DAYS, toPeriods, type DayHours } from "@/lib/stores/hours";
import { weekHoursSchema } from "@/lib/stores/schema";
import type { BulkFormProps } from "./bulk-edit-kinds";
import { useFieldMessage } from "@/components/stores/use-field-message";

const MODES = ["lines", "open24", "closed"] as const;
type WeekInput = { day: string; mode: Row["mode"]; lines: { open: string; close: string }[] }[];
type Row = { day: string; mode: (typeof MODES)[number]; open: string; close: string };
// One opening a day here; the shared rule checks the week the store pages would send.
const formSchema = z.object({
  week: z
    .array(z.object({ day: z.string(), mode: z.enum(MODES), open: z.string(), close: z.string() }))
    .transform((rows) =>
      rows.map(({ day, mode, open, close }) => ({
        day,
        mode,
        lines: mode === "lines" ? [{ open, close }] : [],
      })),
    )
    // The shared rule types its days' names loosely; its output is the week's DayHours.
    .pipe(weekHoursSchema as unknown as z.ZodType<DayHours[], WeekInput>),
});
// 2024-01-01 was a Monday: the days' names in the interface's language.
const dayName = (locale: string, i: number) =>
  new Date(Date.UTC(2024, 0, 1 + i)).toLocaleDateString(locale, {
    weekday: "long",
    timeZone: "UTC",
  });

/** The week's hours that replace the selected stores' regular hours. */
export function RegularHoursForm({ formId, onPatch }: BulkFormProps) {
  const t = useTranslations("stores.bulk.fields");
  const locale = useLocale();
  const message = useFieldMessage();
  const form = useForm<{ week: Row[] }, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      week: DAYS.map((day) => ({ day, mode: "lines", open: "09:00", close: "18:00" })),
    },
  });
  const week = useWatch({ control: form.control, name: "week" });
  const errors = form.formState.errors.week as
    | (Record<
        number,
        { lines?: Record<number, Record<string, { message?: string }>> & { message?: string } }
      > & {
        message?: string;
        root?: { message?: string };
      })
    | undefined;
  const onSubmit = form.handleSubmit(({ week }) =>
    onPatch({ regularHours: { periods: toPeriods(week) } }),
  );
  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      {DAYS.map((day, i) => {
        const line = errors?.[i]?.lines;
        return (
          <fieldset key={day} className="grid grid-cols-2 items-end gap-2 rounded-md border p-2">
            <Controller
              control={form.control}
              name={`week.${i}.mode`}
              render={({ field }) => (
                <FormField label={dayName(locale, i)} className="col-span-2">
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {MODES.map((mode) => (
                        <SelectItem key={mode} value={mode}>
                          {t(`modes.${mode}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </FormField>
              )}
            />
            {week?.[i]?.mode === "lines" ? (
              <>
                <FormField label={t("opens")} error={message(line?.[0]?.open?.message)}>
                  <Input type="time" {...form.register(`week.${i}.open`)} />
                </FormField>
                <FormField
                  label={t("closes")}
                  error={message(line?.[0]?.close?.message ?? line?.message)}
                >
                  <Input type="time" {...form.register(`week.${i}.close`)} />
                </FormField>
              </>
            ) : null}
          </fieldset>
        );
      })}
      <Field invalid={!!(errors?.root?.message ?? errors?.message)}>
        <FieldError>{message(errors?.root?.message ?? errors?.message)}</FieldError>
      </Field>
    </form>
  );
}
