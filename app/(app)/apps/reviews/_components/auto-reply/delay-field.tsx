"use client";

import { useTranslations } from "next-intl";
import { Controller, get, useFormContext, useFormState, useWatch } from "react-hook-form";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
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
import { AUTO_REPLY_MESSAGE_VALUES, REVIEW_LIMITS } from "@/lib/reviews/rules";
import { DELAY_UNITS, type AutoReplyFormValues, type DelayUnit } from "./auto-reply-form-values";

const UNITS = Object.keys(DELAY_UNITS) as DelayUnit[];

/** The wait before an automatic reply: a number and its unit, checked as minutes. */
export function DelayField() {
  const t = useTranslations("autoReplies.delay");
  const message = useApiErrorMessage("autoReplies.validation", {
    values: AUTO_REPLY_MESSAGE_VALUES,
  });
  const { control } = useFormContext<AutoReplyFormValues>();
  const { errors } = useFormState({ control });
  // The shared schema checks the minutes the two make; formIssuePath puts that on the number.
  const issue = get(errors, "delayValue") as { message?: string } | undefined;
  const text = message.key(issue?.message, { fallback: "autoReplies.validation.delayOutOfRange" });
  const amount = useWatch({ control, name: "delayValue" });
  // "1 hour", "2 hours": the unit agrees with the number typed.
  const count = Number.isFinite(amount) ? amount : 2;
  return (
    <Field invalid={!!text}>
      <FieldLabel>{t("label")}</FieldLabel>
      <div className="flex gap-2">
        <Controller
          control={control}
          name="delayValue"
          render={({ field }) => (
            <FieldControl>
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                className="w-28"
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={Number.isNaN(field.value) ? "" : field.value}
                onChange={(event) =>
                  field.onChange(
                    event.target.value === "" ? Number.NaN : Number(event.target.value),
                  )
                }
              />
            </FieldControl>
          )}
        />
        <Controller
          control={control}
          name="delayUnit"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger className="w-36" aria-label={t("unit")} onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {UNITS.map((unit) => (
                  <SelectItem key={unit} value={unit}>
                    {t(`units.${unit}`, { count })}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </div>
      <FieldDescription>
        {t("hint", {
          min: REVIEW_LIMITS.autoReplyDelayMinutes.min,
          max: REVIEW_LIMITS.autoReplyDelayMinutes.max / 60,
        })}
      </FieldDescription>
      <FieldError>{text}</FieldError>
    </Field>
  );
}
