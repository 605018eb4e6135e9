"use client";
import { ChevronDown } from "lucide-react";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useId, useState } from "react";
import { StoreChoice, useStoreChoiceSearch } from "@/components/common/store-choice";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { REPORT_PARAM_LIMITS } from "@/lib/reports/params";

const StoresFilterSearch = lazy(() =>
  import("./stores-filter-search").then((module) => ({ default: module.StoresFilterSearch })),
);

// The report's many-value filters: each opens a popover, edits a draft and changes the address
// only on Apply.

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
export function ValuesFilter({
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
export function StoresFilter({
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
  const choice = {
    search,
    chosen: draft.map((id) => ({ id, title: known[id] ?? t("unknownStore") })),
    onToggle: (store: { id: string; title: string }, on: boolean) => {
      setKnown((all) => ({ ...all, [store.id]: store.title }));
      setDraft(on ? [...draft, store.id] : draft.filter((id) => id !== store.id));
    },
  };
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
        <Suspense fallback={<StoreChoice {...choice} results={[]} loading error={false} />}>
          <StoresFilterSearch {...choice} workspaceId={workspaceId} />
        </Suspense>
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
