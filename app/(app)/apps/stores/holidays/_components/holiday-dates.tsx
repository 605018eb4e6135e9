"use client";
import { CalendarOff } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { DateInput } from "@/components/common/date-input";
import { SectionCard } from "@/components/common/section-card";
import { TimeInput } from "@/components/common/time-input";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { STORE_LIMITS } from "@/lib/constants";
import { MAX_CLOSED_DAYS_IN_A_ROW } from "@/lib/holidays/closed-days";

export type Choice = { chosen: boolean; closed: boolean; open: string; close: string };
/** A date as it is first offered: ticked, closed all day. */
export const NEW_CHOICE: Choice = { chosen: true, closed: true, open: "10:00", close: "14:00" };

/**
 * The dates to give the stores, each ticked or not and closed or open with its hours, with the
 * maps service's rule on closed days explained above them and a date of the user's own to add.
 */
export function HolidayDates({
  title,
  holidays,
  choices,
  onChange,
  onAdd,
  tooManyClosed,
  tooMany,
}: {
  title: string;
  holidays: { date: string; name: string }[];
  choices: Record<string, Choice>;
  onChange: (date: string, change: Partial<Choice>) => void;
  onAdd: (date: string) => void;
  tooManyClosed: boolean;
  tooMany: boolean;
}) {
  const t = useTranslations("holidays");
  const locale = useLocale();
  const ids = useId();
  const [newDate, setNewDate] = useState("");
  const dateText = useMemo(
    () =>
      new Intl.DateTimeFormat(locale, {
        weekday: "short",
        day: "numeric",
        month: "short",
        year: "numeric",
        timeZone: "UTC",
      }),
    [locale],
  );
  return (
    <SectionCard title={title}>
      <div className="bg-muted/50 mb-4 flex gap-2 rounded-md border p-3 text-sm" id={`${ids}-rule`}>
        <CalendarOff aria-hidden className="mt-0.5 size-4 shrink-0" />
        <p>
          {t("closedRule", { days: MAX_CLOSED_DAYS_IN_A_ROW, limit: STORE_LIMITS.specialHours })}
        </p>
      </div>
      {holidays.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("noHolidays")}</p>
      ) : (
        <fieldset aria-describedby={`${ids}-rule`}>
          <legend className="sr-only">{t("datesLegend")}</legend>
          <ul className="divide-y">
            {holidays.map((holiday) => {
              const choice = choices[holiday.date]!;
              const box = `${ids}-${holiday.date}`;
              return (
                <li
                  key={holiday.date}
                  className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="flex items-start gap-2">
                    <Checkbox
                      id={box}
                      checked={choice.chosen}
                      onCheckedChange={(checked) =>
                        onChange(holiday.date, { chosen: checked === true })
                      }
                    />
                    <label htmlFor={box} className="text-sm leading-tight">
                      <span className="font-medium">
                        {dateText.format(new Date(`${holiday.date}T00:00:00Z`))}
                      </span>{" "}
                      · {holiday.name}
                    </label>
                  </div>
                  {choice.chosen ? (
                    <div
                      role="radiogroup"
                      aria-label={t("hoursOf", { name: holiday.name })}
                      className="flex flex-wrap items-center gap-3 ps-6 sm:ps-0"
                    >
                      <label className="flex items-center gap-1 text-sm">
                        <input
                          type="radio"
                          name={`${box}-mode`}
                          checked={choice.closed}
                          onChange={() => onChange(holiday.date, { closed: true })}
                        />
                        {t("closed")}
                      </label>
                      <label className="flex items-center gap-1 text-sm">
                        <input
                          type="radio"
                          name={`${box}-mode`}
                          checked={!choice.closed}
                          onChange={() => onChange(holiday.date, { closed: false })}
                        />
                        {t("open")}
                      </label>
                      {!choice.closed ? (
                        <span className="flex items-center gap-1">
                          <TimeInput
                            aria-label={t("opensAt", { name: holiday.name })}
                            className="w-20"
                            value={choice.open}
                            onChange={(open) => onChange(holiday.date, { open })}
                          />
                          –
                          <TimeInput
                            aria-label={t("closesAt", { name: holiday.name })}
                            className="w-20"
                            value={choice.close}
                            onChange={(close) => onChange(holiday.date, { close })}
                          />
                        </span>
                      ) : null}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-new-date`} className="text-sm font-medium">
            {t("addDate")}
          </label>
          <DateInput
            id={`${ids}-new-date`}
            className="w-40"
            value={newDate}
            onChange={setNewDate}
          />
        </div>
        <Button
          type="button"
          variant="outline"
          disabled={!/^\d{4}-\d{2}-\d{2}$/.test(newDate) || choices[newDate] !== undefined}
          onClick={() => {
            onAdd(newDate);
            setNewDate("");
          }}
        >
          {t("add")}
        </Button>
      </div>
      {tooManyClosed ? (
        <p role="alert" className="text-destructive mt-3 text-sm">
          {t("validation.tooManyClosedDays", { days: MAX_CLOSED_DAYS_IN_A_ROW })}
        </p>
      ) : null}
      {tooMany ? (
        <p role="alert" className="text-destructive mt-3 text-sm">
          {t("validation.tooManySpecialHours", { limit: STORE_LIMITS.specialHours })}
        </p>
      ) : null}
    </SectionCard>
  );
}
