"use client";
import { ChevronDown, Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { DateInput } from "@/components/common/date-input";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Field, FieldControl, FieldError, FieldLabel } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { MountOnUse } from "@/components/ui/mount-on-use";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useLengthMessage } from "@/components/ui/use-length-message";
import { lengthIssue } from "@/lib/validation/length";
import type { FacetDef } from "./facets";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** How a list shows one of its facets: translated names, and a picker for open sets of values. */
export type FacetView = {
  /** A facet id of the list's config. */
  id: string;
  label: string;
  /** A value as people read it: a choice's option, a store's name. */
  valueLabel?: (value: string) => string;
  /** The control of a `values` facet, drawn in its popover (e.g. a searchable store picker). */
  picker?: (props: {
    values: readonly string[];
    onChange: (values: string[]) => void;
  }) => ReactNode;
  /** Set only from elsewhere (a link): no control, and its chip reads this text. */
  chip?: string;
  /** The placeholder of a text facet's box. */
  placeholder?: string;
};

export type FacetControlProps<K extends FacetDef["kind"]> = {
  def: Extract<FacetDef, { kind: K }>;
  view: FacetView;
  values: readonly string[];
  onChange: (values: string[]) => void;
};

function TriggerButton({ label, count, ...props }: { label: string; count: number }) {
  return (
    <Button variant="outline" size="sm" className="shrink-0" {...props}>
      {label}
      {count > 0 ? (
        <Badge variant="secondary" className="px-1.5">
          {count}
        </Badge>
      ) : null}
      <ChevronDown aria-hidden className="opacity-60" />
    </Button>
  );
}

/** Several choices as tick items (the menu stays open), or one as radio items with "any". */
export function ChoiceFacet({ def, view, values, onChange }: FacetControlProps<"choice">) {
  const t = useTranslations("dataTable.facets");
  const labelOf = (value: string) => view.valueLabel?.(value) ?? value;
  return (
    <MountOnUse popup="menu" trigger={<TriggerButton label={view.label} count={values.length} />}>
      {(trigger) => (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
          <DropdownMenuContent align="start" className="min-w-48">
            {def.multiple ? (
              def.options.map((option) => (
                <DropdownMenuCheckboxItem
                  key={option}
                  checked={values.includes(option)}
                  onSelect={(event) => event.preventDefault()}
                  onCheckedChange={(on) =>
                    onChange(on ? [...values, option] : values.filter((v) => v !== option))
                  }
                >
                  {labelOf(option)}
                </DropdownMenuCheckboxItem>
              ))
            ) : (
              <DropdownMenuRadioGroup
                value={values[0] ?? ""}
                onValueChange={(value) => onChange(value ? [value] : [])}
              >
                <DropdownMenuRadioItem value="">{t("any")}</DropdownMenuRadioItem>
                <DropdownMenuSeparator />
                {def.options.map((option) => (
                  <DropdownMenuRadioItem key={option} value={option}>
                    {labelOf(option)}
                  </DropdownMenuRadioItem>
                ))}
              </DropdownMenuRadioGroup>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </MountOnUse>
  );
}

/** An open set of values: the list's own picker in a popover. */
export function ValuesFacet({ view, values, onChange }: FacetControlProps<"values">) {
  const picker = view.picker;
  if (!picker) return null;
  return (
    <MountOnUse popup="dialog" trigger={<TriggerButton label={view.label} count={values.length} />}>
      {(trigger) => (
        <Popover>
          <PopoverTrigger asChild>{trigger}</PopoverTrigger>
          <PopoverContent
            align="start"
            aria-label={view.label}
            className="w-[min(22rem,calc(100vw-2rem))] p-3"
          >
            {picker({ values, onChange })}
          </PopoverContent>
        </Popover>
      )}
    </MountOnUse>
  );
}

/** From and to days; the from day may not be later than the to day (spec §5). */
export function DateRangeFacet({ view, values, onChange }: FacetControlProps<"dateRange">) {
  const t = useTranslations("dataTable.facets");
  const tc = useTranslations("common");
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(values[0] ?? "");
  const [to, setTo] = useState(values[1] ?? "");
  const [error, setError] = useState<string | null>(null);

  function reopen(next: boolean) {
    if (next) {
      setFrom(values[0] ?? "");
      setTo(values[1] ?? "");
      setError(null);
    }
    setOpen(next);
  }
  /** A typed day replaces the field's value and clears the error it may have had. */
  const edit = (set: (day: string) => void) => (day: string) => {
    set(day);
    setError(null);
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    if ([from, to].some((day) => day && !ISO_DAY.test(day)))
      return setError(t("dateInvalid", { format: tc("dateFormat") }));
    if (from && to && from > to) return setError(t("dateOrder"));
    setOpen(false);
    onChange(from || to ? [from, to] : []);
  }

  return (
    <MountOnUse
      popup="dialog"
      trigger={<TriggerButton label={view.label} count={values.length > 0 ? 1 : 0} />}
    >
      {(trigger) => (
        <Popover open={open} onOpenChange={reopen}>
          <PopoverTrigger asChild>{trigger}</PopoverTrigger>
          <PopoverContent
            align="start"
            aria-label={view.label}
            className="w-[min(18rem,calc(100vw-2rem))]"
          >
            <form
              onSubmit={submit}
              noValidate
              className="flex flex-col gap-3"
              aria-label={view.label}
            >
              <Field invalid={error !== null}>
                <FieldLabel>{t("from")}</FieldLabel>
                <FieldControl>
                  <DateInput value={from} max={to || undefined} onChange={edit(setFrom)} />
                </FieldControl>
              </Field>
              <Field invalid={error !== null}>
                <FieldLabel>{t("to")}</FieldLabel>
                <FieldControl>
                  <DateInput value={to} min={from || undefined} onChange={edit(setTo)} />
                </FieldControl>
                <FieldError>{error}</FieldError>
              </Field>
              <div className="flex justify-end gap-2">
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    setOpen(false);
                    onChange([]);
                  }}
                >
                  {t("clear")}
                </Button>
                <Button type="submit" size="sm">
                  {t("apply")}
                </Button>
              </div>
            </form>
          </PopoverContent>
        </Popover>
      )}
    </MountOnUse>
  );
}

/** Wait after the last key before searching, so typing a word sends one request. */
const TEXT_DEBOUNCE_MS = 500;

/** A search box: applied a moment after typing stops (or on Enter) when its length is allowed. */
export function TextFacet({ def, view, values, onChange }: FacetControlProps<"text">) {
  const lengthMessage = useLengthMessage();
  const hintId = useId();
  const applied = values[0] ?? "";
  const [draft, setDraft] = useState(applied);
  // A chip removed or the filters cleared elsewhere: the box follows the URL.
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setDraft(applied);
  }
  const text = draft.trim();
  const issue = text ? lengthIssue(text, def) : null;
  // The latest callback without restarting the wait each time the parent renders.
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  });

  useEffect(() => {
    if (text === applied || issue) return;
    const timer = window.setTimeout(() => change.current(text ? [text] : []), TEXT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, applied, issue]);

  return (
    <form
      role="search"
      className="flex w-full flex-col gap-1 sm:w-80"
      onSubmit={(event) => {
        event.preventDefault();
        if (!issue && text !== applied) onChange(text ? [text] : []);
      }}
    >
      <div className="relative">
        <Search
          aria-hidden
          className="text-muted-foreground pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2"
        />
        <Input
          type="search"
          aria-label={view.label}
          aria-describedby={issue ? hintId : undefined}
          aria-invalid={issue ? true : undefined}
          placeholder={view.placeholder ?? view.label}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className="h-8 pl-8"
        />
      </div>
      {issue ? (
        <p id={hintId} role="alert" className="text-destructive text-xs">
          {lengthMessage(issue, def)}
        </p>
      ) : null}
    </form>
  );
}
