"use client";

import { useMemo } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { STORE_LIMITS } from "@/lib/constants";
import type { DayHours, HourLine } from "@/lib/stores/hours";
import { ListError, TextField } from "@/components/forms/text-field";

const MODES = ["closed", "open24", "lines"] as const;

/** Monday to Sunday in the interface's language (1 January 2024 was a Monday). */
function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  return Array.from({ length: 7 }, (_, i) => {
    const name = format.format(new Date(Date.UTC(2024, 0, 1 + i)));
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  });
}

function DayRow({ index, name, week }: { index: number; name: string; week: DayHours[] }) {
  const t = useTranslations("stores.edit.hours");
  const { setValue, clearErrors } = useFormContext();
  const day = week[index]!;
  const base = `regularHours.${index}`;
  const setDay = (next: Partial<DayHours>) => {
    clearErrors(base);
    clearErrors("regularHours.root");
    setValue(base, { ...day, ...next }, { shouldDirty: true });
  };
  // A day switched to hours starts with the previous open day's last line, else a blank one.
  const template = (): HourLine =>
    week
      .slice(0, index)
      .reverse()
      .find((d) => d.mode === "lines" && d.lines.length > 0)
      ?.lines.at(-1) ?? { open: "", close: "" };

  return (
    <fieldset className="grid gap-2 py-3 @xl:grid-cols-[7rem_11rem_1fr] @xl:items-start">
      <legend className="float-left pt-2 text-sm font-medium">{name}</legend>
      <Select
        value={day.mode}
        onValueChange={(mode) =>
          setDay({
            mode: mode as DayHours["mode"],
            lines: mode === "lines" && day.lines.length === 0 ? [template()] : day.lines,
          })
        }
      >
        <SelectTrigger className="w-full" aria-label={t("mode", { day: name })}>
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
      {day.mode === "lines" ? (
        <div className="flex flex-col gap-2 @xl:col-start-3">
          {day.lines.map((_, l) => (
            <div key={l} className="flex items-start gap-2">
              <TextField
                name={`${base}.lines.${l}.open`}
                label={t("opens")}
                type="time"
                className="min-w-0 flex-1"
              />
              <TextField
                name={`${base}.lines.${l}.close`}
                label={t("closes")}
                type="time"
                className="min-w-0 flex-1"
              />
              <Button
                variant="ghost"
                size="icon"
                className="mt-6"
                aria-label={t("removeLine", { day: name, n: l + 1 })}
                onClick={() => setDay({ lines: day.lines.filter((__, j) => j !== l) })}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
          ))}
          <ListError name={`${base}.lines`} />
          {day.lines.length < STORE_LIMITS.hourLinesPerDay.max ? (
            <Button
              variant="outline"
              size="sm"
              className="self-start"
              onClick={() => setDay({ lines: [...day.lines, { open: "", close: "" }] })}
            >
              <Plus aria-hidden />
              {t("addLine")}
            </Button>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}

/**
 * Each day of the week (form field `regularHours`, DayHours of lib/stores/hours.ts): closed, open
 * 24 hours, or up to STORE_LIMITS.hourLinesPerDay.max opening lines. Lays itself out by the width
 * it is given (a page's card, a dialog), not the screen's.
 */
export function RegularHoursFields() {
  const locale = useLocale();
  const { control } = useFormContext();
  const week: DayHours[] = useWatch({ control, name: "regularHours" }) ?? [];
  const names = useMemo(() => weekdayNames(locale), [locale]);
  return (
    <div className="@container flex flex-col">
      <div className="divide-y">
        {week.map((day, d) => (
          <DayRow key={day.day} index={d} name={names[d]!} week={week} />
        ))}
      </div>
      <ListError name="regularHours" />
    </div>
  );
}
