"use client";

import { X } from "lucide-react";
import { useId, useState } from "react";
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type FieldError,
} from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

type ListError = FieldError & { root?: FieldError } & Record<number, FieldError | undefined>;

/**
 * A list of short texts typed one at a time (keywords, competitors, sites), bound to a form's
 * string array: Enter or the add button puts the typed text in the list, each entry shows with a
 * button that removes it, and the issue of an entry (a repeat, too few letters) shows beside it.
 * The rules themselves stay with the form's schema: the field adds what is typed and shows what
 * the schema says of it.
 */
export function EntryListField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  placeholder,
  addLabel,
  removeLabel,
  message,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  placeholder?: string;
  addLabel: string;
  /** The remove button's name for an entry ("Remove “pizza”"). */
  removeLabel: (entry: string) => string;
  /** An issue's message key as a sentence, with the entry it is about. */
  message: (key: string | undefined, entry?: string) => string | undefined;
}) {
  const {
    field: { value, onChange, onBlur, ref },
    fieldState,
  } = useController({ control, name });
  const [draft, setDraft] = useState("");
  const id = useId();
  const entries = (value as string[] | undefined) ?? [];
  const error = fieldState.error as ListError | undefined;
  const listMessage = message(error?.message ?? error?.root?.message);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const add = () => {
    const entry = draft.trim();
    if (!entry) return;
    onChange([...entries, entry]);
    setDraft("");
  };
  const remove = (index: number) => onChange(entries.filter((_, i) => i !== index));

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          ref={ref}
          value={draft}
          placeholder={placeholder}
          aria-invalid={listMessage ? true : undefined}
          aria-describedby={cn(hint && hintId, listMessage && errorId) || undefined}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={onBlur}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            add();
          }}
        />
        <Button type="button" variant="outline" onClick={add}>
          {addLabel}
        </Button>
      </div>
      {hint ? (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {entries.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={label}>
          {entries.map((entry, index) => {
            const issue = message(error?.[index]?.message, entry);
            return (
              <li key={`${index}-${entry}`} className="flex flex-col items-start gap-1">
                <span
                  className={cn(
                    "bg-secondary text-secondary-foreground inline-flex items-center gap-1 rounded-full border py-0.5 pr-1 pl-3 text-sm",
                    issue && "border-destructive",
                  )}
                >
                  {entry}
                  <button
                    type="button"
                    className="hover:bg-background focus-visible:ring-ring rounded-full p-1 focus-visible:ring-2 focus-visible:outline-none"
                    aria-label={removeLabel(entry)}
                    onClick={() => remove(index)}
                  >
                    <X className="size-3.5" aria-hidden />
                  </button>
                </span>
                {issue ? (
                  <span role="alert" className="text-destructive text-xs">
                    {issue}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {listMessage ? (
        <p id={errorId} role="alert" className="text-destructive text-sm">
          {listMessage}
        </p>
      ) : null}
    </div>
  );
}
