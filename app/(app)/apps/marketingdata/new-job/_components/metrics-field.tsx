"use client";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useController, type Control } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { GroupError } from "@/components/ui/form-field";
import { DAILY_METRICS } from "@/lib/maps/types-performance";
import type { NewJobFormInput } from "@/lib/marketing/schema";

/** The metrics a job reads, ticked from Performance's daily metrics. */
export function MetricsField({
  control,
  error,
}: {
  control: Control<NewJobFormInput>;
  error?: string;
}) {
  const t = useTranslations("marketing");
  const { field } = useController({ control, name: "metrics" });
  const chosen = new Set(field.value);
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">{t("form.metrics")}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {DAILY_METRICS.map((metric) => (
          <label key={metric} className="flex items-center gap-2 text-sm">
            <Checkbox
              checked={chosen.has(metric)}
              onCheckedChange={(on) =>
                field.onChange(
                  on ? [...field.value, metric] : field.value.filter((value) => value !== metric),
                )
              }
            />
            {t.has(`metrics.${metric}`) ? t(`metrics.${metric}`) : metric}
          </label>
        ))}
      </div>
      <GroupError id={errorId}>{error}</GroupError>
    </fieldset>
  );
}
