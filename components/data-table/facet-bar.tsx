"use client";
import { X } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { focusChipAfterRemoval } from "@/components/ui/focus-fallback";
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

type FacetBarProps = {
  defs: readonly FacetDef[];
  views: readonly FacetView[];
  values: FacetValues;
  onChange: (values: FacetValues) => void;
};

/** The facets that have a view, in the config's order. */
function shownFacets(defs: readonly FacetDef[], views: readonly FacetView[]) {
  return defs.flatMap((def) => {
    const view = views.find((v) => v.id === def.id);
    return view ? [{ def, view }] : [];
  });
}

/** `values` with facet `id` set to `next` (absent when empty). */
function withFacet(values: FacetValues, id: string, next: string[]): FacetValues {
  const rest = Object.fromEntries(Object.entries(values).filter(([key]) => key !== id));
  return next.length > 0 ? { ...rest, [id]: next } : rest;
}

/** The list's text facets as search boxes, for the toolbar's first row. */
export function FacetSearch({ defs, views, values, onChange }: FacetBarProps) {
  return shownFacets(defs, views).map(({ def, view }) =>
    def.kind === "text" && !view.chip ? (
      <TextFacet
        key={def.id}
        def={def}
        view={view}
        values={values[def.id] ?? []}
        onChange={(next) => onChange(withFacet(values, def.id, next))}
      />
    ) : null,
  );
}

/**
 * The list's other facets, a control each, and every active facet as a chip that clears it, with
 * one button that clears them all. Facets without a view are not shown.
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
  const shown = shownFacets(defs, views);
  const controls = useRef<HTMLDivElement>(null);
  const chips = useRef<HTMLUListElement>(null);
  // A chip's button leaves with its chip: the next chip's, else the first facet's button, follows.
  const refocus = (index: number) =>
    focusChipAfterRemoval(chips.current, index, () => controls.current?.querySelector("button"));
  const set = (id: string) => (next: string[]) => onChange(withFacet(values, id, next));

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
      {/* One row that scrolls sideways on a phone, so the list starts near the top; wrapped above. */}
      <div
        ref={controls}
        className="-mx-1 flex items-start gap-2 overflow-x-auto px-1 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
      >
        {shown.map(({ def, view }) => {
          if (view.chip) return null;
          const props = { view, values: values[def.id] ?? [], onChange: set(def.id) };
          switch (def.kind) {
            case "text":
              return null;
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
        <ul
          ref={chips}
          className="flex flex-wrap items-center gap-2"
          aria-label={t("filters.active")}
        >
          {active.map(({ def, view }, index) => {
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
                  onClick={() => {
                    set(def.id)([]);
                    refocus(index);
                  }}
                >
                  <X aria-hidden />
                </Button>
              </li>
            );
          })}
          <li>
            <Button
              variant="link"
              size="sm"
              className="h-6 px-1"
              onClick={() => {
                onClear();
                refocus(0);
              }}
            >
              {t("filters.clear")}
            </Button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
