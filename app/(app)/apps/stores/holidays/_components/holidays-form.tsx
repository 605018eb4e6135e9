"use client";
import { Info } from "lucide-react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { GenericDialog } from "@/components/common/generic-dialog";
import { SectionCard } from "@/components/common/section-card";
import type { TargetWorkspace } from "@/components/common/selected-workspace";
import { Button } from "@/components/ui/button";
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
import { STORE_LIMITS } from "@/lib/constants";
import { longestClosedRun, MAX_CLOSED_DAYS_IN_A_ROW } from "@/lib/holidays/closed-days";
import type { LocationFilterColumn } from "@/lib/validation/locations";
import type { ColumnFilter } from "@/lib/validation/list-query";
import { HolidayDates, NEW_CHOICE, type Choice } from "./holiday-dates";
import type { ListSelection } from "./list-selection";

type Preset = PresetData["holidayPresets"];
type Target = "selection" | "workspace" | "all";

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
    Object.fromEntries(preset.holidays.map((h) => [h.date, NEW_CHOICE])),
  );
  // Dates of the user's own (a regional holiday, a closure), beside the preset's.
  const [ownDates, setOwnDates] = useState<string[]>([]);
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
  const countryName = (code: string) => regionName.of(code) ?? code;

  const entries = holidays
    .filter((h) => choices[h.date]?.chosen)
    .map((h) => {
      const c = choices[h.date]!;
      return c.closed
        ? { date: h.date, closed: true }
        : { date: h.date, closed: false, open: c.open, close: c.close };
    });
  const tooManyClosed = longestClosedRun(entries) > MAX_CLOSED_DAYS_IN_A_ROW;
  const tooMany = entries.length > STORE_LIMITS.specialHours;
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

      <HolidayDates
        title={t("datesTitle", { country: countryName(preset.country) })}
        holidays={holidays}
        choices={choices}
        onChange={setChoice}
        onAdd={(date) => {
          setOwnDates((dates) => [...dates, date]);
          setChoices((all) => ({ ...all, [date]: NEW_CHOICE }));
        }}
        tooManyClosed={tooManyClosed}
        tooMany={tooMany}
      />

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
                    days: MAX_CLOSED_DAYS_IN_A_ROW,
                    limit: STORE_LIMITS.specialHours,
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
