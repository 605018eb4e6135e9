"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import { Controller, useFormContext, useWatch } from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { STORE_LIMITS } from "@/lib/constants";
import { EMPTY_SPECIAL_DAY, type SpecialDayInput } from "./form-values";
import { ListError, TextField } from "@/components/forms/text-field";

const NAME = "specialHours";

/**
 * Up to STORE_LIMITS.specialHours dated exceptions (form field `specialHours`), each closed or with
 * its own hours.
 */
export function SpecialHoursFields() {
  const t = useTranslations("stores.edit.hours");
  const id = useId();
  const { control, setValue, clearErrors } = useFormContext();
  const days: SpecialDayInput[] = useWatch({ control, name: NAME }) ?? [];
  const replace = (next: SpecialDayInput[]) => {
    clearErrors(NAME);
    setValue(NAME, next, { shouldDirty: true });
  };

  return (
    <div className="flex flex-col gap-3">
      {days.length === 0 ? <p className="text-muted-foreground text-sm">{t("noSpecial")}</p> : null}
      {days.map((day, i) => (
        <fieldset key={i} className="flex flex-col gap-3 rounded-md border p-3">
          <legend className="px-1 text-sm font-medium">{t("specialDay", { n: i + 1 })}</legend>
          <div className="flex items-start gap-2">
            <TextField
              name={`${NAME}.${i}.date`}
              label={t("date")}
              type="date"
              className="min-w-0 flex-1"
            />
            <Button
              variant="ghost"
              size="icon"
              className="mt-6"
              aria-label={t("removeSpecial", { n: i + 1 })}
              onClick={() => replace(days.filter((__, j) => j !== i))}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
          <Controller
            name={`${NAME}.${i}.closed`}
            control={control}
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox
                  id={`${id}-closed-${i}`}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
                <Label htmlFor={`${id}-closed-${i}`}>{t("closedAllDay")}</Label>
              </div>
            )}
          />
          {day.closed ? null : (
            <div className="flex gap-2">
              <TextField
                name={`${NAME}.${i}.open`}
                label={t("opens")}
                type="time"
                className="min-w-0 flex-1"
              />
              <TextField
                name={`${NAME}.${i}.close`}
                label={t("closes")}
                type="time"
                className="min-w-0 flex-1"
              />
            </div>
          )}
        </fieldset>
      ))}
      <ListError name={NAME} />
      {days.length < STORE_LIMITS.specialHours ? (
        <Button
          variant="outline"
          className="self-start"
          onClick={() => replace([...days, EMPTY_SPECIAL_DAY])}
        >
          <Plus aria-hidden />
          {t("addSpecial")}
        </Button>
      ) : (
        <p className="text-muted-foreground text-sm">
          {t("specialLimit", { max: STORE_LIMITS.specialHours })}
        </p>
      )}
    </div>
  );
}
