"use client";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, FieldControl, FieldError, FieldLabel } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { useFormatNumber } from "@/lib/format/use-format-number";
import {
  DEFAULT_FILTER_TYPE,
  FILTER_TYPES,
  cleanFilterWord,
  MAX_FILTER_WORD_LENGTH,
  type ColumnFilter,
  type FilterType,
} from "@/lib/validation/list-rules";

export type FilterableColumn = { id: string; label: string };

/**
 * Spec §5: a filter is a column, a type (contains by default) and a word; without a word it is
 * refused here with a message, and the server's schema refuses it again.
 */
export function FilterForm({
  columns,
  onApply,
  onCancel,
}: {
  columns: FilterableColumn[];
  onApply: (filter: ColumnFilter) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("dataTable.filters");
  const { number } = useFormatNumber();
  const [column, setColumn] = useState(columns[0]?.id ?? "");
  const [type, setType] = useState<FilterType>(DEFAULT_FILTER_TYPE);
  const [word, setWord] = useState("");
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const cleaned = cleanFilterWord(word);
    if (cleaned === null) {
      setError(
        word.trim() ? t("wordTooLong", { max: number(MAX_FILTER_WORD_LENGTH) }) : t("wordRequired"),
      );
      return;
    }
    onApply({ column, type, word: cleaned });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={t("add")}>
      <Field>
        <FieldLabel>{t("column")}</FieldLabel>
        <Select value={column} onValueChange={setColumn}>
          <FieldControl>
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
          </FieldControl>
          <SelectContent>
            {columns.map((option) => (
              <SelectItem key={option.id} value={option.id}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <Field>
        <FieldLabel>{t("type")}</FieldLabel>
        <Select value={type} onValueChange={(value) => setType(value as FilterType)}>
          <FieldControl>
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
          </FieldControl>
          <SelectContent>
            {FILTER_TYPES.map((option) => (
              <SelectItem key={option} value={option}>
                {t(`types.${option}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <Field invalid={error !== null}>
        <FieldLabel>{t("word")}</FieldLabel>
        <FieldControl>
          <Input
            value={word}
            autoFocus
            autoComplete="off"
            onChange={(event) => {
              setWord(event.target.value);
              setError(null);
            }}
          />
        </FieldControl>
        <FieldError>{error}</FieldError>
      </Field>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button type="submit" size="sm">
          {t("apply")}
        </Button>
      </div>
    </form>
  );
}
