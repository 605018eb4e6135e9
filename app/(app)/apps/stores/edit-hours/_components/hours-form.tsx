"use client";

import { useMemo } from "react";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { StoreEditForm } from "@/components/stores/store-edit-form";
import type { StoreEditContext } from "@/components/stores/store-edit-types";
import { useStoreEdit } from "@/components/stores/use-store-edit";
import type { EditStoreHoursQuery } from "@/lib/graphql/generated/client/graphql";
import type { TimePeriod } from "@/lib/maps/types";
import type { SpecialHourPeriod } from "@/lib/maps/types-business";
import {
  fromPeriods,
  fromSpecialPeriods,
  toPeriods,
  toSpecialPeriods,
  type DayHours,
} from "@/lib/stores/hours";
import { specialDaysSchema, weekHoursSchema } from "@/lib/stores/schema";
import { RegularHoursFields } from "./regular-hours-fields";
import { SpecialHoursFields, type SpecialDayInput } from "./special-hours-fields";

type Store = NonNullable<EditStoreHoursQuery["location"]>;

const isUnset = (week: DayHours[]) => week.every((day) => day.mode === "closed");

/**
 * The shared week and special-day rules. A store that has no regular hours may keep none: an
 * all-closed week then means "not set" rather than the schema's allClosed.
 */
function hoursSchema(hasRegularHours: boolean) {
  return z.object({
    regularHours: z.custom<DayHours[]>().superRefine((week, ctx) => {
      if (!hasRegularHours && isUnset(week)) return;
      const parsed = weekHoursSchema.safeParse(week);
      if (!parsed.success)
        for (const issue of parsed.error.issues)
          ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    }),
    // The form keeps blank times as ""; the schema reads a missing time as "hours required".
    specialHours: z.preprocess(
      (days) =>
        (days as SpecialDayInput[]).map(({ date, closed, open, close }) => ({
          date,
          closed,
          ...(closed ? {} : { open: open || undefined, close: close || undefined }),
        })),
      specialDaysSchema,
    ),
  });
}

/** A type="time" input has no 24:00: a line closing at midnight shows 00:00 (the same time). */
const midnight = (week: DayHours[]): DayHours[] =>
  week.map((day) => ({
    ...day,
    lines: day.lines.map((line) => ({
      ...line,
      close: line.close === "24:00" ? "00:00" : line.close,
    })),
  }));

/** Regular hours (closed, open 24 hours or up to five lines a day) and dated special hours. */
export function HoursForm({ store, context }: { store: Store; context: StoreEditContext }) {
  const t = useTranslations("stores.edit.hours");
  // GraphQL's nulls read as the absent fields the converters expect.
  const periods = (store.regularHours?.periods ?? []) as TimePeriod[];
  const special = (store.specialHours?.specialHourPeriods ?? []) as SpecialHourPeriod[];
  const hasRegularHours = periods.length > 0;
  const schema = useMemo(() => hoursSchema(hasRegularHours), [hasRegularHours]);
  const { formProps } = useStoreEdit({
    context,
    schema,
    defaultValues: {
      regularHours: midnight(fromPeriods(periods)),
      specialHours: fromSpecialPeriods(special).map((day) => ({
        ...day,
        open: day.open ?? "",
        close: day.close ?? "",
      })),
    },
    toPatch: (values) => ({
      ...(hasRegularHours || !isUnset(values.regularHours)
        ? { regularHours: { periods: toPeriods(values.regularHours) } }
        : {}),
      specialHours: { specialHourPeriods: toSpecialPeriods(values.specialHours) },
    }),
    // The server names the list of special periods; the form shows that issue on its list.
    fieldOf: (path) =>
      path.startsWith("specialHours.specialHourPeriods")
        ? "specialHours"
        : /^(regularHours|specialHours)(\.|$)/.test(path)
          ? path
          : null,
  });
  return (
    <StoreEditForm {...formProps}>
      <section className="flex flex-col gap-3" aria-labelledby="regular-hours">
        <h2 id="regular-hours" className="font-semibold">
          {t("regular")}
        </h2>
        <RegularHoursFields />
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="special-hours">
        <h2 id="special-hours" className="font-semibold">
          {t("special")}
        </h2>
        <SpecialHoursFields />
      </section>
    </StoreEditForm>
  );
}
