"use client";
import { CalendarOff, Info } from "lucide-react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { GenericDialog } from "@/components/common/generic-dialog";
import { SectionCard } from "@/components/common/section-card";
import type { TargetWorkspace } from "@/components/common/selected-workspace";
import { DateInput } from "@/components/common/date-input";
import { TimeInput } from "@/components/common/time-input";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ChoiceCard } from "@/components/ui/choice-card";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { apiErrorDetails } from "@/lib/apollo/error-code";
import type {
  HolidayPresetInput,
  HolidayPresetsQuery as PresetData,
} from "@/lib/graphql/generated/client/graphql";
import {
  ApplyHolidayPresetMutation,
  CleanPastSpecialHoursMutation,
  HolidayPresetPreviewQuery,
} from "@/lib/holidays/operations";
import { useFormatNumber } from "@/lib/format/use-format-number";
import { useGraphQLMutation, useGraphQLQuery } from "@/lib/http/use-graphql";
import type { LocationFilterColumn } from "@/lib/validation/locations";
import type { ColumnFilter } from "@/lib/validation/list-query";
import type { ListSelection } from "./list-selection";

/** The maps service's rule, repeated here for the page's check as the user ticks. */
const MAX_CLOSED_IN_A_ROW = 6;
const MAX_DATES = 15;

type Preset = PresetData["holidayPresets"];
type Choice = { chosen: boolean; closed: boolean; open: string; close: string };
type Target = "selection" | "workspace" | "all";

function closedRun(dates: string[]): number {
  const days = dates.map((d) => Date.parse(`${d}T00:00:00Z`) / 86_400_000).sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  days.forEach((day, i) => {
    run = i > 0 && days[i - 1] === day - 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

/** The stores a target names, as the API takes them. */
function targetInput(
  target: Target,
  workspace: TargetWorkspace | null,
  selection: ListSelection | null,
) {
  if (target === "selection" && selection) {
    if (selection.ids) return { ids: selection.ids };
    return {
      filters: (selection.filters ?? []) as ColumnFilter<LocationFilterColumn>[],
      excludeIds: selection.excludeIds ?? [],
      workspaceId: selection.workspaceId,
    };
  }
  if (target === "workspace" && workspace) return { workspaceId: workspace.id };
  return { filters: [] };
}

/**
 * The preset's holidays to tick (each closed, or open with its hours), the stores to give them
 * to, what that does (stores of other countries skipped, stores the maps service would refuse),
 * then one job: the job's page follows it store by store.
 */
export function HolidaysForm({
  preset,
  workspace,
  listSelection,
}: {
  preset: Preset;
  workspace: TargetWorkspace | null;
  listSelection: ListSelection | null;
}) {
  const t = useTranslations("holidays");
  const locale = useLocale();
  const router = useRouter();
  const { count } = useFormatNumber();
  const ids = useId();
  const [choices, setChoices] = useState<Record<string, Choice>>(() =>
    Object.fromEntries(
      preset.holidays.map((h) => [
        h.date,
        { chosen: true, closed: true, open: "10:00", close: "14:00" },
      ]),
    ),
  );
  // Dates of the user's own (a regional holiday, a closure), beside the preset's.
  const [ownDates, setOwnDates] = useState<string[]>([]);
  const [newDate, setNewDate] = useState("");
  const holidays = [
    ...preset.holidays,
    ...ownDates.map((date) => ({ date, key: `own-${date}`, name: t("ownDate") })),
  ].sort((a, b) => a.date.localeCompare(b.date));
  // The targets on offer, the narrowest first. The workspace can change under the page (the
  // shell's selector refreshes it): a choice no longer on offer falls back to the first one.
  const targets: Target[] = [
    ...(listSelection ? (["selection"] as const) : []),
    ...(workspace && !workspace.isDefault ? (["workspace"] as const) : []),
    "all",
  ];
  const [chosen, setTarget] = useState<Target>(targets[0]!);
  const target = targets.includes(chosen) ? chosen : targets[0]!;
  const [confirm, setConfirm] = useState<"apply" | "clean" | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [apply, applying] = useGraphQLMutation(ApplyHolidayPresetMutation);
  const [clean, cleaning] = useGraphQLMutation(CleanPastSpecialHoursMutation);

  const regionName = useMemo(() => new Intl.DisplayNames([locale], { type: "region" }), [locale]);
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
  const countryName = (code: string) => regionName.of(code) ?? code;

  const entries = holidays
    .filter((h) => choices[h.date]?.chosen)
    .map((h) => {
      const c = choices[h.date]!;
      return c.closed
        ? { date: h.date, closed: true }
        : { date: h.date, closed: false, open: c.open, close: c.close };
    });
  const tooManyClosed =
    closedRun(entries.filter((e) => e.closed).map((e) => e.date)) > MAX_CLOSED_IN_A_ROW;
  const tooMany = entries.length > MAX_DATES;
  const stores = targetInput(target, workspace, listSelection);
  const input: HolidayPresetInput = { country: preset.country, entries, ...stores };
  const ready = entries.length > 0 && !tooManyClosed && !tooMany;
  const preview = useGraphQLQuery(HolidayPresetPreviewQuery, {
    variables: { input },
    skip: !ready,
  });
  const plan = preview.data?.holidayPresetPreview;

  const setChoice = (date: string, change: Partial<Choice>) =>
    setChoices((all) => ({ ...all, [date]: { ...all[date]!, ...change } }));

  async function onConfirm() {
    setRefusal(null);
    try {
      const job =
        confirm === "clean"
          ? (await clean({ input: stores })).cleanPastSpecialHours
          : (await apply({ input })).applyHolidayPreset;
      router.push(`/apps/jobs/${job.id}`);
    } catch (error) {
      const issue = apiErrorDetails(error).issues[0];
      setRefusal(issue && t.has(`validation.${issue}`) ? t(`validation.${issue}`) : t("sendError"));
      setConfirm(null);
    }
  }

  const otherCountries = preset.storeCountries.filter((c) => c.country !== preset.country);
  return (
    <div className="flex flex-col gap-6">
      <SectionCard title={t("countryTitle")}>
        <div className="flex flex-col gap-2">
          <label htmlFor={`${ids}-country`} className="text-sm font-medium">
            {t("country")}
          </label>
          <Select
            value={preset.country}
            onValueChange={(country) => {
              const query = new URLSearchParams(window.location.search);
              query.set("country", country);
              router.push(`/apps/stores/holidays?${query}`);
            }}
          >
            <SelectTrigger id={`${ids}-country`} className="w-full sm:w-72">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {preset.countries.map((code) => (
                <SelectItem key={code} value={code}>
                  {countryName(code)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {preset.storeCountries.length > 0 ? (
            <p className="text-muted-foreground text-sm">
              {t("storesPerCountry", {
                list: preset.storeCountries
                  .slice(0, 4)
                  .map((c) => `${countryName(c.country)}: ${count(c.stores).n}`)
                  .join(" · "),
              })}
            </p>
          ) : null}
          <p className="text-muted-foreground flex gap-2 text-sm">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t("nationalOnly")}
          </p>
        </div>
      </SectionCard>

      <SectionCard title={t("datesTitle", { country: countryName(preset.country) })}>
        <div
          className="bg-muted/50 mb-4 flex gap-2 rounded-md border p-3 text-sm"
          id={`${ids}-rule`}
        >
          <CalendarOff aria-hidden className="mt-0.5 size-4 shrink-0" />
          <p>{t("closedRule", { days: MAX_CLOSED_IN_A_ROW, limit: MAX_DATES })}</p>
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
                          setChoice(holiday.date, { chosen: checked === true })
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
                            onChange={() => setChoice(holiday.date, { closed: true })}
                          />
                          {t("closed")}
                        </label>
                        <label className="flex items-center gap-1 text-sm">
                          <input
                            type="radio"
                            name={`${box}-mode`}
                            checked={!choice.closed}
                            onChange={() => setChoice(holiday.date, { closed: false })}
                          />
                          {t("open")}
                        </label>
                        {!choice.closed ? (
                          <span className="flex items-center gap-1">
                            <TimeInput
                              aria-label={t("opensAt", { name: holiday.name })}
                              className="w-20"
                              value={choice.open}
                              onChange={(open) => setChoice(holiday.date, { open })}
                            />
                            –
                            <TimeInput
                              aria-label={t("closesAt", { name: holiday.name })}
                              className="w-20"
                              value={choice.close}
                              onChange={(close) => setChoice(holiday.date, { close })}
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
              setOwnDates((dates) => [...dates, newDate]);
              setChoices((all) => ({
                ...all,
                [newDate]: { chosen: true, closed: true, open: "10:00", close: "14:00" },
              }));
              setNewDate("");
            }}
          >
            {t("add")}
          </Button>
        </div>
        {tooManyClosed ? (
          <p role="alert" className="text-destructive mt-3 text-sm">
            {t("validation.tooManyClosedDays", { days: MAX_CLOSED_IN_A_ROW })}
          </p>
        ) : null}
        {tooMany ? (
          <p role="alert" className="text-destructive mt-3 text-sm">
            {t("validation.tooManySpecialHours", { limit: MAX_DATES })}
          </p>
        ) : null}
      </SectionCard>

      <SectionCard title={t("storesTitle")}>
        <div role="radiogroup" aria-label={t("storesTitle")} className="flex flex-col gap-2">
          {listSelection ? (
            <ChoiceCard
              name="holiday-target"
              checked={target === "selection"}
              onSelect={() => setTarget("selection")}
            >
              {t("targetSelection", { count: listSelection.count })}
            </ChoiceCard>
          ) : null}
          {workspace && !workspace.isDefault ? (
            <ChoiceCard
              name="holiday-target"
              checked={target === "workspace"}
              onSelect={() => setTarget("workspace")}
            >
              {t("targetWorkspace", { workspace: workspace.name, count: workspace.totalLocations })}
            </ChoiceCard>
          ) : null}
          <ChoiceCard
            name="holiday-target"
            checked={target === "all"}
            onSelect={() => setTarget("all")}
          >
            {t("targetAll")}
          </ChoiceCard>
        </div>
        {otherCountries.length > 0 ? (
          <p className="text-muted-foreground mt-2 text-sm">{t("otherCountriesHint")}</p>
        ) : null}
      </SectionCard>

      <div className="flex flex-col gap-3">
        <p aria-live="polite" className="text-sm font-medium" data-testid="holidays-preview">
          {!ready
            ? t("previewNone")
            : plan
              ? t("preview", {
                  stores: plan.stores,
                  storesText: count(plan.stores).n,
                  country: countryName(preset.country),
                  dates: plan.dates,
                  other: plan.otherCountry,
                  otherText: count(plan.otherCountry).n,
                })
              : t("previewLoading")}
        </p>
        {ready && plan && plan.unchanged > 0 ? (
          <p className="text-muted-foreground text-sm">
            {t("previewUnchanged", { count: plan.unchanged })}
          </p>
        ) : null}
        {ready && plan && plan.refusedCount > 0 ? (
          <div role="status" className="text-destructive text-sm">
            <p>{t("previewRefused", { count: plan.refusedCount })}</p>
            <ul className="list-disc ps-5">
              {plan.refused.map((store) => (
                <li key={store.locationId}>
                  {store.locationName}:{" "}
                  {t(`refusedReason.${store.reason}`, {
                    days: MAX_CLOSED_IN_A_ROW,
                    limit: MAX_DATES,
                  })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {refusal ? (
          <p role="alert" className="text-destructive text-sm">
            {refusal}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={!ready || !plan || plan.stores === 0}
            onClick={() => setConfirm("apply")}
          >
            {t("apply")}
          </Button>
          <Button variant="outline" onClick={() => setConfirm("clean")}>
            {t("cleanOnly")}
          </Button>
        </div>
      </div>

      <GenericDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === "clean" ? t("cleanTitle") : t("confirmTitle")}
        description={
          confirm === "clean"
            ? t("cleanDescription")
            : plan
              ? t("preview", {
                  stores: plan.stores,
                  storesText: count(plan.stores).n,
                  country: countryName(preset.country),
                  dates: plan.dates,
                  other: plan.otherCountry,
                  otherText: count(plan.otherCountry).n,
                })
              : undefined
        }
        confirmLabel={confirm === "clean" ? t("cleanConfirm") : t("confirm")}
        onConfirm={() => void onConfirm()}
        busy={applying.loading || cleaning.loading}
      />
    </div>
  );
}
