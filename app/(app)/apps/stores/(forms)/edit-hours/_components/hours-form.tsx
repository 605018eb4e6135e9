"use client";

import { useTranslations } from "next-intl";
import { isUnsetWeek, midnightAsZero } from "@/components/stores/form-values";
import { RegularHoursFields } from "@/components/stores/regular-hours-fields";
import { SpecialHoursFields } from "@/components/stores/special-hours-fields";
import { StoreEditForm } from "@/components/stores/store-edit-form";
import type { StoreEditContext } from "@/components/stores/store-edit-types";
import { useStoreEdit } from "@/components/stores/use-store-edit";
import type { EditStoreHoursQuery } from "@/lib/graphql/generated/client/graphql";
import type { TimePeriod } from "@/lib/maps/types";
import type { SpecialHourPeriod } from "@/lib/maps/types-business";
import { fromPeriods, fromSpecialPeriods, toPeriods, toSpecialPeriods } from "@/lib/stores/hours";

type Store = NonNullable<EditStoreHoursQuery["location"]>;

/** Regular hours (closed, open 24 hours or up to five lines a day) and dated special hours. */
export function HoursForm({ store, context }: { store: Store; context: StoreEditContext }) {
  const t = useTranslations("stores.edit.hours");
  // GraphQL's nulls read as the absent fields the converters expect.
  const periods = (store.regularHours?.periods ?? []) as TimePeriod[];
  const special = (store.specialHours?.specialHourPeriods ?? []) as SpecialHourPeriod[];
  const hasRegularHours = periods.length > 0;
  const { formProps } = useStoreEdit({
    context,
    rules: () => import("./hours-rules").then((m) => m.hoursRules(hasRegularHours)),
    defaultValues: {
      regularHours: midnightAsZero(fromPeriods(periods)),
      specialHours: fromSpecialPeriods(special).map((day) => ({
        ...day,
        open: day.open ?? "",
        close: day.close ?? "",
      })),
    },
    toPatch: (values) => ({
      ...(hasRegularHours || !isUnsetWeek(values.regularHours)
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
