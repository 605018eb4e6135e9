"use client";
import { X } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/config";
import {
  ChoiceFacet,
  DateRangeFacet,
  TextFacet,
  ValuesFacet,
  type FacetView,
} from "./facet-controls";
import type { FacetDef, FacetValues } from "./facets";

/** Values a chip names before it says "+N more". */
const CHIP_VALUES = 2;

/**
 * The list's facets: a search box, a control per facet, and the active ones as chips that each
 * clear their facet, with one button that clears them all. Facets without a view are not shown.
 */
export function FacetBar({
  defs,
  views,
  values,
  onChange,
  onClear,
}: {
  defs: readonly FacetDef[];
  views: readonly FacetView[];
  values: FacetValues;
  onChange: (values: FacetValues) => void;
  onClear: () => void;
}) {
  const t = useTranslations("dataTable");
  const locale = useLocale() as Locale;
  const shown = defs.flatMap((def) => {
    const view = views.find((v) => v.id === def.id);
    return view ? [{ def, view }] : [];
  });
  const set = (id: string) => (next: string[]) => {
    const rest = Object.fromEntries(Object.entries(values).filter(([key]) => key !== id));
    onChange(next.length > 0 ? { ...rest, [id]: next } : rest);
  };

  function describe(def: FacetDef, view: FacetView, list: readonly string[]): string {
    if (view.chip) return view.chip;
    if (def.kind === "dateRange") {
      const [from, to] = list.map((day) => (day ? formatDate(day, locale) : ""));
      const range =
        from && to
          ? t("facets.between", { from, to })
          : from
            ? t("facets.since", { date: from })
            : t("facets.until", { date: to });
      return t("facets.chip", { facet: view.label, values: range });
    }
    if (def.kind === "text")
      return t("facets.chip", { facet: view.label, values: t("facets.quoted", { text: list[0] }) });
    const named = list.slice(0, CHIP_VALUES).map((value) => view.valueLabel?.(value) ?? value);
    const more = list.length - named.length;
    const text =
      more > 0 ? t("facets.more", { values: named.join(", "), count: more }) : named.join(", ");
    return t("facets.chip", { facet: view.label, values: text });
  }

  const active = shown.filter(({ def }) => (values[def.id]?.length ?? 0) > 0);

  return (
    <div className="flex w-full min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-start gap-2">
        {shown.map(({ def, view }) => {
          if (view.chip) return null;
          const props = { view, values: values[def.id] ?? [], onChange: set(def.id) };
          switch (def.kind) {
            case "text":
              return <TextFacet key={def.id} def={def} {...props} />;
            case "choice":
              return <ChoiceFacet key={def.id} def={def} {...props} />;
            case "values":
              return <ValuesFacet key={def.id} def={def} {...props} />;
            case "dateRange":
              return <DateRangeFacet key={def.id} def={def} {...props} />;
          }
        })}
      </div>
      {active.length > 0 ? (
        <ul className="flex flex-wrap items-center gap-2" aria-label={t("filters.active")}>
          {active.map(({ def, view }) => {
            const text = describe(def, view, values[def.id]);
            return (
              <li
                key={def.id}
                data-facet={def.id}
                className="bg-secondary text-secondary-foreground flex max-w-full items-center gap-1 rounded-full py-0.5 pr-1 pl-3 text-xs"
              >
                <span className="truncate">{text}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-6 rounded-full"
                  aria-label={t("filters.remove", { filter: text })}
                  onClick={() => set(def.id)([])}
                >
                  <X aria-hidden />
                </Button>
              </li>
            );
          })}
          <li>
            <Button variant="link" size="sm" className="h-6 px-1" onClick={onClear}>
              {t("filters.clear")}
            </Button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
