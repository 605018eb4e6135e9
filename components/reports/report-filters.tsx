"use client";
import { useTranslations } from "next-intl";
import { usePathname, useRouter } from "next/navigation";
import { useState, useTransition, type ReactNode } from "react";
import { DateInput } from "@/components/common/date-input";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import {
  COMPARISONS,
  REPORT_PRESETS,
  type ComparisonParam,
  type ReportParams,
  writeReportParams,
} from "@/lib/reports/params";
import { StoresFilter, ValuesFilter } from "./report-filter-popovers";

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
