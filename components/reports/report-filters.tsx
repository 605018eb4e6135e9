"use client";
import { useQuery } from "@apollo/client/react";
import { ChevronDown } from "lucide-react";
import { useTranslations } from "next-intl";
import { usePathname, useRouter } from "next/navigation";
import { useId, useState, useTransition, type ReactNode } from "react";
import { DateInput } from "@/components/common/date-input";
import { StoreChoice, useStoreChoiceSearch } from "@/components/common/store-choice";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import {
  COMPARISONS,
  REPORT_PARAM_LIMITS,
  REPORT_PRESETS,
  type ComparisonParam,
  type ReportParams,
} from "@/lib/reports/params";
import { ReportStoreSearchQuery } from "@/lib/reports/report-operations";
import { writeReportParams } from "@/lib/reports/params";

export type WorkspaceChoice = { id: string; name: string };

/**
 * The report's filters. Every change is a new address (so a report is a link to share or keep),
 * which the server reads again.
 */
export function ReportFilters({
  params,
  workspaceId,
  workspaces,
  labels,
  cities,
  storeNames,
  maxDay,
}: {
  /** As the address gives them: without a workspace, the report follows the shell's selection. */
  params: ReportParams;
  /** The workspace shown: the address's, else the shell's selected one. */
  workspaceId: string | null;
  workspaces: WorkspaceChoice[];
  labels: string[];
  cities: string[];
  /** Names of the chosen stores the server knows. */
  storeNames: Record<string, string>;
  /** The last day a custom range may end on (YYYY-MM-DD). */
  maxDay: string;
}) {
  const t = useTranslations("reports.filters");
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [custom, setCustom] = useState(params.preset === null);
  const [from, setFrom] = useState(params.range.from);
  const [to, setTo] = useState(params.range.to);

  function go(next: Partial<ReportParams>) {
    const query = writeReportParams({ ...params, ...next }).toString();
    startTransition(() => router.push(query ? `${pathname}?${query}` : pathname));
  }

  return (
    <div
      className="flex flex-wrap items-end gap-3"
      role="group"
      aria-label={t("label")}
      aria-busy={pending || undefined}
      data-testid="report-filters"
    >
      <Labelled label={t("workspace")} id="report-workspace">
        <Select
          value={workspaceId ?? ""}
          onValueChange={(id) => go({ workspaceId: id, storeIds: [], labels: [], cities: [] })}
        >
          <SelectTrigger id="report-workspace" className="w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {workspaces.map((w) => (
              <SelectItem key={w.id} value={w.id}>
                {w.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Labelled>
      <Labelled label={t("period")} id="report-period">
        <Select
          value={custom ? "custom" : String(params.preset)}
          onValueChange={(value) => {
            if (value === "custom") return setCustom(true);
            setCustom(false);
            go({ preset: Number(value) as ReportParams["preset"] });
          }}
        >
          <SelectTrigger id="report-period" className="w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {REPORT_PRESETS.map((days) => (
              <SelectItem key={days} value={String(days)}>
                {t("lastDays", { days })}
              </SelectItem>
            ))}
            <SelectItem value="custom">{t("custom")}</SelectItem>
          </SelectContent>
        </Select>
      </Labelled>
      {custom ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            go({ preset: null, range: { from, to } });
          }}
        >
          <Labelled label={t("from")} id="report-from">
            <DateInput
              id="report-from"
              value={from}
              max={maxDay}
              onChange={setFrom}
              className="w-40"
            />
          </Labelled>
          <Labelled label={t("to")} id="report-to">
            <DateInput id="report-to" value={to} max={maxDay} onChange={setTo} className="w-40" />
          </Labelled>
          <Button type="submit" variant="secondary">
            {t("apply")}
          </Button>
        </form>
      ) : null}
      <Labelled label={t("compare")} id="report-compare">
        <Select
          value={params.compare}
          onValueChange={(value) => go({ compare: value as ComparisonParam })}
        >
          <SelectTrigger id="report-compare" className="w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {(Object.keys(COMPARISONS) as ComparisonParam[]).map((key) => (
              <SelectItem key={key} value={key}>
                {t(`comparisons.${key}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Labelled>
      <StoresFilter
        chosen={params.storeIds}
        names={storeNames}
        workspaceId={workspaceId}
        onChange={(storeIds) => go({ storeIds })}
      />
      <ValuesFilter
        label={t("labels")}
        options={labels}
        chosen={params.labels}
        onChange={(values) => go({ labels: values })}
      />
      <ValuesFilter
        label={t("cities")}
        options={cities}
        chosen={params.cities}
        onChange={(values) => go({ cities: values })}
      />
    </div>
  );
}

function Labelled({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id} className="text-muted-foreground text-xs">
        {label}
      </Label>
      {children}
    </div>
  );
}

function FilterButton({ label, count }: { label: string; count: number }) {
  const t = useTranslations("reports.filters");
  return (
    <PopoverTrigger asChild>
      <Button variant="outline" className="justify-between gap-2">
        <span>{label}</span>
        <span className="text-muted-foreground text-xs">
          {count ? t("chosen", { count }) : t("all")}
        </span>
        <ChevronDown aria-hidden />
      </Button>
    </PopoverTrigger>
  );
}

/** Labels or cities: tick the ones to keep; none ticked keeps every store. */
function ValuesFilter({
  label,
  options,
  chosen,
  onChange,
}: {
  label: string;
  options: string[];
  chosen: string[];
  onChange: (values: string[]) => void;
}) {
  const t = useTranslations("reports.filters");
  const baseId = useId();
  const [draft, setDraft] = useState(chosen);
  return (
    <Popover onOpenChange={(open) => (open ? setDraft(chosen) : null)}>
      <FilterButton label={label} count={chosen.length} />
      <PopoverContent align="start" aria-label={label} className="flex w-64 flex-col gap-2">
        {options.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("noOptions")}</p>
        ) : (
          <ul className="flex max-h-64 flex-col overflow-y-auto" aria-label={label}>
            {options.map((option, i) => (
              <li key={option} className="flex items-center gap-2 px-1 py-1">
                <Checkbox
                  id={`${baseId}-${i}`}
                  checked={draft.includes(option)}
                  onCheckedChange={(on) =>
                    setDraft(on === true ? [...draft, option] : draft.filter((v) => v !== option))
                  }
                />
                <label htmlFor={`${baseId}-${i}`} className="truncate text-sm">
                  {option}
                </label>
              </li>
            ))}
          </ul>
        )}
        <FilterActions onApply={() => onChange(draft)} onClear={() => onChange([])} />
      </PopoverContent>
    </Popover>
  );
}

function FilterActions({ onApply, onClear }: { onApply: () => void; onClear: () => void }) {
  const t = useTranslations("reports.filters");
  return (
    <div className="flex justify-end gap-2">
      <Button type="button" variant="ghost" size="sm" onClick={onClear}>
        {t("clear")}
      </Button>
      <Button type="button" size="sm" onClick={onApply}>
        {t("apply")}
      </Button>
    </div>
  );
}

/** Some of the workspace's stores, searched by name or code (the shared store chooser). */
function StoresFilter({
  chosen,
  names,
  workspaceId,
  onChange,
}: {
  chosen: string[];
  names: Record<string, string>;
  workspaceId: string | null;
  onChange: (ids: string[]) => void;
}) {
  const t = useTranslations("reports.filters");
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(chosen);
  const [known, setKnown] = useState(names);
  const search = useStoreChoiceSearch();
  const { data, loading, error } = useQuery(ReportStoreSearchQuery, {
    variables: { search: search.search || null, workspaceId },
    skip: !open,
  });
  const results = (data?.locations.items ?? []).map((item) => ({
    id: item._id,
    title: item.locationName,
    locality: item.address.locality,
  }));
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(chosen);
        setOpen(next);
      }}
    >
      <FilterButton label={t("stores")} count={chosen.length} />
      <PopoverContent align="start" aria-label={t("stores")} className="flex w-80 flex-col gap-2">
        <StoreChoice
          search={search}
          chosen={draft.map((id) => ({ id, title: known[id] ?? t("unknownStore") }))}
          onToggle={(store, on) => {
            setKnown((all) => ({ ...all, [store.id]: store.title }));
            setDraft(on ? [...draft, store.id] : draft.filter((id) => id !== store.id));
          }}
          results={results}
          loading={loading}
          error={Boolean(error)}
        />
        {draft.length > REPORT_PARAM_LIMITS.maxStores ? (
          <p className="text-destructive text-xs" role="alert">
            {t("tooManyStores", { max: REPORT_PARAM_LIMITS.maxStores })}
          </p>
        ) : null}
        <FilterActions
          onApply={() => {
            if (draft.length > REPORT_PARAM_LIMITS.maxStores) return;
            setOpen(false);
            onChange(draft);
          }}
          onClear={() => {
            setOpen(false);
            onChange([]);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
