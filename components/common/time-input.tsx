"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Input } from "@/components/ui/input";
import { parseTimeText } from "@/lib/format/date-text";

type TimeInputProps = Omit<React.ComponentProps<"input">, "value" | "onChange" | "type"> & {
  /** "HH:MM" (24-hour), as a native time input gives it; "" when empty. */
  value: string | undefined;
  onChange: (value: string) => void;
};

/**
 * A time of day as the app shows it in both languages, 24-hour "HH:MM", instead of the browser's
 * time input, which follows the browser's language (AM/PM on a Spanish page). "930", "9.30" or
 * "9:30 pm" are read as they are typed and shown as "09:30" or "21:30" once the field is left;
 * text that is no time reaches the form as typed, whose rule refuses it.
 */
export function TimeInput({ value = "", onChange, onBlur, ...props }: TimeInputProps) {
  const t = useTranslations("common");
  const [text, setText] = useState(value);
  // The value last handed to the form: another value comes from outside (a reset, a template).
  const [own, setOwn] = useState(value);
  if (value !== own) {
    setOwn(value);
    setText(value);
  }
  return (
    <Input
      placeholder={t("timeFormat")}
      autoComplete="off"
      inputMode="decimal"
      {...props}
      type="text"
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        const next = typed.trim() === "" ? "" : (parseTimeText(typed) ?? typed);
        setText(typed);
        setOwn(next);
        onChange(next);
      }}
      onBlur={(event) => {
        if (parseTimeText(text)) setText(value);
        onBlur?.(event);
      }}
    />
  );
}
