"use client";
import { CalendarDays } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useOptionalField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { dateText, parseDateText } from "@/lib/format/date-text";
import type { Locale } from "@/lib/i18n/config";
import { cn } from "@/lib/utils";

type DateInputProps = Omit<React.ComponentProps<"input">, "value" | "onChange" | "type"> & {
  /** "YYYY-MM-DD", as a native date input gives it; "" when empty. */
  value: string | undefined;
  onChange: (value: string) => void;
};

/**
 * A day as the app writes it (DD/MM/YYYY in Spanish, MM/DD/YYYY in English) instead of the
 * browser's date input, which follows the browser's language. Typed text is read in the app's
 * order (or as YYYY-MM-DD); text that is no date reaches the form as typed, whose rule refuses it.
 * The button opens the browser's calendar, whose choice is shown in the app's format.
 */
export function DateInput({
  value = "",
  onChange,
  onBlur,
  min,
  max,
  className,
  disabled,
  ...props
}: DateInputProps) {
  const t = useTranslations("common");
  const locale = useLocale() as Locale;
  const picker = useRef<HTMLInputElement>(null);
  // In a <Field>, the button adds the field's label ("Choose date, From"): a range has two of them.
  // Its words go into aria-label rather than a reference, so the label names only its field.
  const fieldLabel = useOptionalField()?.labelText;
  const chooseDate = t("chooseDate");
  const buttonLabel = fieldLabel ? `${chooseDate}, ${fieldLabel}` : chooseDate;
  const [text, setText] = useState(() => dateText(value, locale));
  // The value last handed to the form: another value comes from outside (a reset, a template).
  const [own, setOwn] = useState(value);
  if (value !== own) {
    setOwn(value);
    setText(dateText(value, locale));
  }
  const hand = (next: string) => {
    setOwn(next);
    onChange(next);
  };
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : "";

  return (
    <div className={cn("relative w-full min-w-0", className)}>
      <Input
        placeholder={t("dateFormat")}
        autoComplete="off"
        {...props}
        disabled={disabled}
        type="text"
        value={text}
        className="pr-9"
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          hand(typed.trim() === "" ? "" : (parseDateText(typed, locale) ?? typed));
        }}
        onBlur={(event) => {
          if (parseDateText(text, locale)) setText(dateText(value, locale));
          onBlur?.(event);
        }}
      />
      <button
        type="button"
        disabled={disabled}
        aria-label={buttonLabel}
        title={chooseDate}
        className="text-muted-foreground hover:text-foreground focus-visible:ring-ring/40 absolute top-1/2 right-1 flex size-7 -translate-y-1/2 items-center justify-center rounded-sm outline-none focus-visible:ring-[3px] disabled:opacity-50"
        onClick={() => picker.current?.showPicker?.()}
      >
        <CalendarDays aria-hidden className="size-4" />
      </button>
      {/* The browser's calendar only: never focused nor read, the text field is the value. */}
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        value={iso}
        min={min}
        max={max}
        disabled={disabled}
        className="pointer-events-none absolute right-0 bottom-0 h-px w-px opacity-0"
        onChange={(event) => {
          hand(event.target.value);
          setText(dateText(event.target.value, locale));
        }}
      />
    </div>
  );
}
