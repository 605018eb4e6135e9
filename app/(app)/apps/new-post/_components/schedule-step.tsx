"use client";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Controller, useController, useFormContext, useWatch } from "react-hook-form";
import { ChoiceCard } from "@/components/ui/choice-card";
import { Field, FieldControl, FieldLabel } from "@/components/ui/form-field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { occurrences, POST_RECURRENCES } from "@/lib/posts/options";
import { isWallTime } from "@/lib/posts/time";
import type { PostFormValues } from "./post-form-values";
import { PostTextField } from "./post-text-field";
import { PublishTimeField } from "./publish-time-field";

const MODES = ["NOW", "SCHEDULE", "DRAFT"] as const;
/** Radix's Select cannot hold "": "does not repeat" is this value there. */
const NO_REPEAT = "NONE";

export type ScheduleSetup = {
  timeZone: string;
  zoneName: string;
  /** A saved post is changed, not repeated. */
  editing: boolean;
  /** A post already out: changes go to its stores at once. */
  sent: boolean;
  inSeries: boolean;
};

/**
 * Step 5: publish now, plan for a quarter hour of the tenant's zone (optionally every week or
 * month until a date, with how many posts that makes), or keep as a draft.
 */
export function ScheduleStep({ setup }: { setup: ScheduleSetup }) {
  const t = useTranslations("posts.form");
  const name = useId();
  const { control } = useFormContext<PostFormValues>();
  const { field: mode } = useController({ control, name: "mode" });
  if (setup.sent)
    return (
      <p className="bg-muted rounded-md p-3 text-sm" role="status">
        {t("sentHint")}
      </p>
    );
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t("modeLegend")}</legend>
        {MODES.map((value) => (
          <ChoiceCard
            key={value}
            name={name}
            checked={mode.value === value}
            onSelect={() => mode.onChange(value)}
          >
            <span className="font-medium">{t(`modes.${value}`)}</span>
            <span className="text-muted-foreground text-xs">{t(`modeHints.${value}`)}</span>
          </ChoiceCard>
        ))}
      </fieldset>
      {mode.value === "SCHEDULE" ? (
        <div className="flex min-w-0 flex-col gap-4 rounded-md border p-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <PostTextField name="publishDate" label={t("publishDate")} type="date" />
            <PublishTimeField timeZone={setup.timeZone} zoneName={setup.zoneName} />
          </div>
          {setup.editing ? null : <RepeatFields />}
        </div>
      ) : null}
      {setup.editing && setup.inSeries ? (
        <p className="text-muted-foreground text-xs">{t("seriesHint")}</p>
      ) : null}
    </div>
  );
}

function RepeatFields() {
  const t = useTranslations("posts");
  const { control } = useFormContext<PostFormValues>();
  const [date, time, recurrence, until] = useWatch({
    control,
    name: ["publishDate", "publishTime", "recurrence", "repeatUntil"],
  });
  const first = `${date}T${time}`;
  const count =
    recurrence && until && isWallTime(first) ? occurrences(first, recurrence, until).length : 0;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Controller
        name="recurrence"
        control={control}
        render={({ field }) => (
          <Field>
            <FieldLabel>{t("form.repeat")}</FieldLabel>
            <Select
              value={field.value || NO_REPEAT}
              onValueChange={(value) => field.onChange(value === NO_REPEAT ? "" : value)}
            >
              <FieldControl>
                <SelectTrigger className="w-full" ref={field.ref} onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
              </FieldControl>
              <SelectContent>
                <SelectItem value={NO_REPEAT}>{t("form.noRepeat")}</SelectItem>
                {POST_RECURRENCES.map((value) => (
                  <SelectItem key={value} value={value}>
                    {t(`recurrence.${value}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
        )}
      />
      {recurrence ? (
        <PostTextField name="repeatUntil" label={t("form.repeatUntil")} type="date" />
      ) : null}
      {count > 0 ? (
        <p className="text-sm font-medium sm:col-span-2" aria-live="polite">
          {t("form.occurrences", { count })}
        </p>
      ) : null}
    </div>
  );
}
