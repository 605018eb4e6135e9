"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { FormProvider, useForm, type Resolver } from "react-hook-form";
import { z } from "zod";
import {
  EMPTY_SPECIAL_DAY,
  specialDaysFormSchema,
  weekFormSchema,
  type SpecialDayInput,
} from "@/components/stores/form-schemas";
import { RegularHoursFields } from "@/components/stores/regular-hours-fields";
import { SpecialHoursFields } from "@/components/stores/special-hours-fields";
import { DAYS, toPeriods, toSpecialPeriods, type DayHours } from "@/lib/stores/hours";
import type { BulkFormProps } from "./bulk-edit-kinds";

// The store page's own hours fields and rules, on a form whose values replace the selected stores'.

const regularSchema = z.object({ regularHours: weekFormSchema() });
const specialSchema = z.object({ specialHours: specialDaysFormSchema });
type Regular = { regularHours: DayHours[] };
type Special = { specialHours: SpecialDayInput[] };

/** A usual week to start from: every day open 09:00 to 18:00. */
const USUAL_WEEK: DayHours[] = DAYS.map((day) => ({
  day,
  mode: "lines",
  lines: [{ open: "09:00", close: "18:00" }],
}));

/** The week's hours (each day closed, open 24 hours or its lines) for the selected stores. */
export function RegularHoursForm({ formId, onPatch }: BulkFormProps) {
  const form = useForm<Regular, unknown, z.output<typeof regularSchema>>({
    resolver: zodResolver(regularSchema),
    defaultValues: { regularHours: USUAL_WEEK },
  });
  const onSubmit = form.handleSubmit(({ regularHours }) =>
    onPatch({ regularHours: { periods: toPeriods(regularHours) } }),
  );
  return (
    <FormProvider {...form}>
      <form id={formId} onSubmit={onSubmit} noValidate>
        <RegularHoursFields />
      </form>
    </FormProvider>
  );
}

/** Dated exceptions (a closed day, a day's own hours) that replace the stores' special hours. */
export function SpecialHoursForm({ formId, onPatch }: BulkFormProps) {
  const t = useTranslations("stores.bulk.fields");
  const form = useForm<Special, unknown, z.output<typeof specialSchema>>({
    // The preprocess step types its input loosely; the form holds SpecialDayInput rows.
    resolver: zodResolver(specialSchema) as Resolver<
      Special,
      unknown,
      z.output<typeof specialSchema>
    >,
    defaultValues: { specialHours: [EMPTY_SPECIAL_DAY] },
  });
  const onSubmit = form.handleSubmit(({ specialHours }) =>
    onPatch({ specialHours: { specialHourPeriods: toSpecialPeriods(specialHours) } }),
  );
  return (
    <FormProvider {...form}>
      <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <p className="text-muted-foreground text-sm">{t("specialHoursHint")}</p>
        <SpecialHoursFields />
      </form>
    </FormProvider>
  );
}
