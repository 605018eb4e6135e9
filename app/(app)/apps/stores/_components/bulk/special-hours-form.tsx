"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, FieldControl, FieldError, FieldLabel, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toSpecialPeriods } from "@/lib/stores/hours";
import { specialDaysSchema } from "@/lib/stores/schema";
import type { BulkFormProps } from "./bulk-edit-kinds";
import { useFieldMessage } from "@/components/stores/use-field-message";

type Day = { date: string; closed: boolean; open: string; close: string };
// A closed day keeps no hours, and an empty time is a missing one; then the shared rule decides.
const asSpecialDay = (d: Day) =>
  d.closed
    ? { date: d.date, closed: true }
    : { date: d.date, closed: false, open: d.open || undefined, close: d.close || undefined };
// Sending no dates at all would wipe every selected store's special hours.
const formSchema = z.object({
  days: z
    .array(z.object({ date: z.string(), closed: z.boolean(), open: z.string(), close: z.string() }))
    .transform((days) => days.map(asSpecialDay))
    .pipe(specialDaysSchema.refine((d) => d.length > 0, "dateRequired")),
});
type Values = z.output<typeof formSchema>;
const EMPTY_DAY: Day = { date: "", closed: true, open: "", close: "" };

/** Dated exceptions (a closed day, a day's own hours) that replace the stores' special hours. */
export function SpecialHoursForm({ formId, onPatch }: BulkFormProps) {
  const t = useTranslations("stores.bulk.fields");
  const message = useFieldMessage();
  const form = useForm<{ days: Day[] }, unknown, Values>({
    resolver: zodResolver(formSchema),
    defaultValues: { days: [EMPTY_DAY] },
  });
  const days = useFieldArray({ control: form.control, name: "days" });
  const watched = useWatch({ control: form.control, name: "days" });
  const errors = form.formState.errors.days;
  const onSubmit = form.handleSubmit(({ days }) =>
    onPatch({ specialHours: { specialHourPeriods: toSpecialPeriods(days) } }),
  );
  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <p className="text-muted-foreground text-sm">{t("specialHoursHint")}</p>
      {days.fields.map((day, i) => (
        <fieldset key={day.id} className="grid grid-cols-2 items-end gap-2 rounded-md border p-2">
          <FormField
            label={t("date")}
            className="col-span-2"
            error={message(errors?.[i]?.date?.message)}
          >
            <Input type="date" {...form.register(`days.${i}.date`)} />
          </FormField>
          <Field orientation="horizontal" className="col-span-2 flex items-center gap-2">
            <FieldControl>
              <Checkbox
                checked={watched?.[i]?.closed ?? true}
                onCheckedChange={(on) => form.setValue(`days.${i}.closed`, on === true)}
              />
            </FieldControl>
            <FieldLabel>{t("closedAllDay")}</FieldLabel>
          </Field>
          {watched?.[i]?.closed ? null : (
            <>
              <FormField label={t("opens")} error={message(errors?.[i]?.open?.message)}>
                <Input type="time" {...form.register(`days.${i}.open`)} />
              </FormField>
              <FormField label={t("closes")} error={message(errors?.[i]?.close?.message)}>
                <Input type="time" {...form.register(`days.${i}.close`)} />
              </FormField>
            </>
          )}
          {days.fields.length > 1 ? (
            <Button type="button" variant="ghost" size="sm" onClick={() => days.remove(i)}>
              <Trash2 aria-hidden />
              {t("removeDate")}
            </Button>
          ) : null}
        </fieldset>
      ))}
      <Field invalid={!!errors?.root || !!errors?.message}>
        <FieldError>{message(errors?.root?.message ?? errors?.message)}</FieldError>
      </Field>
      <Button type="button" variant="outline" size="sm" onClick={() => days.append(EMPTY_DAY)}>
        <Plus aria-hidden />
        {t("addDate")}
      </Button>
    </form>
  );
}
