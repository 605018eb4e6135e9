"use client";
import { Plus, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useController, useFormContext, type FieldError } from "react-hook-form";
import { CharacterCounter } from "@/components/common/character-counter";
import { Button } from "@/components/ui/button";
import {
  Field,
  FieldControl,
  FieldError as FieldErrorText,
  FieldLabel,
} from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { textLength } from "@/lib/validation/length";
import type { CampaignFormValues, TextListName } from "./campaign-form-values";
import { useAdsMessage } from "./use-ads-message";

type ListError = FieldError & { root?: FieldError } & Record<number, FieldError | undefined>;

/**
 * A campaign's texts of one kind (titles, descriptions, video links), one row each: every row
 * counts its characters against `length`, the list counts its rows against `min`–`max` (from
 * lib/ads/rules.ts), and each issue shows on its row or under the list.
 */
export function TextListField({
  name,
  label,
  hint,
  rule,
  multiline,
  placeholder,
  itemLabel,
}: {
  name: TextListName;
  label: string;
  hint?: string;
  rule: { min?: number; max: number; length?: number; short?: number };
  multiline?: boolean;
  placeholder?: string;
  /** A row's name ("Title 2"), for its input and its remove button. */
  itemLabel: (n: number) => string;
}) {
  const t = useTranslations("ads.form");
  const message = useAdsMessage();
  const { control } = useFormContext<CampaignFormValues>();
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const rows = field.value;
  const error = fieldState.error as ListError | undefined;
  const listIssue = message.key(error?.root?.message ?? error?.message);
  const filled = rows.filter((row) => row.trim()).length;
  const short = rule.short;
  const shortCount = short
    ? rows.filter((row) => row.trim() && textLength(row.trim()) <= short).length
    : 0;

  const set = (next: string[]) => field.onChange(next);
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={`${id}-count`}>
      <legend className="text-sm font-medium">{label}</legend>
      {hint ? <p className="text-muted-foreground text-xs">{hint}</p> : null}
      <p id={`${id}-count`} className="text-muted-foreground text-xs" aria-live="polite">
        {rule.min
          ? t("listCount", { count: filled, min: rule.min, max: rule.max })
          : t("listCountUpTo", { count: filled, max: rule.max })}
        {short ? ` · ${t("shortCount", { count: shortCount, short })}` : null}
      </p>
      <ol className="flex flex-col gap-2">
        {rows.map((row, index) => {
          const issue = message.key(error?.[index]?.message);
          const Control = multiline ? Textarea : Input;
          return (
            <li key={index} className="flex items-start gap-2">
              <Field invalid={Boolean(issue)} className="min-w-0 flex-1 gap-1">
                <FieldLabel className="sr-only">{itemLabel(index + 1)}</FieldLabel>
                <FieldControl>
                  <Control
                    value={row}
                    placeholder={placeholder}
                    autoComplete="off"
                    rows={multiline ? 2 : undefined}
                    ref={index === 0 ? field.ref : undefined}
                    onBlur={field.onBlur}
                    onChange={(event) =>
                      set(rows.map((value, i) => (i === index ? event.target.value : value)))
                    }
                  />
                </FieldControl>
                {rule.length ? <CharacterCounter value={row} max={rule.length} /> : null}
                <FieldErrorText>{issue}</FieldErrorText>
              </Field>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t("removeRow", { item: itemLabel(index + 1) })}
                onClick={() => set(rows.filter((_, i) => i !== index))}
              >
                <X aria-hidden />
              </Button>
            </li>
          );
        })}
      </ol>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        disabled={rows.length >= rule.max}
        onClick={() => set([...rows, ""])}
      >
        <Plus aria-hidden />
        {t("addRow", { item: label })}
      </Button>
      {listIssue ? (
        <p role="alert" className="text-destructive text-sm">
          {listIssue}
        </p>
      ) : null}
    </fieldset>
  );
}
