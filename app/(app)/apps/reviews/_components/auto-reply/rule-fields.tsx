"use client";

import { Plus, Star, Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import {
  Controller,
  get,
  useFieldArray,
  useFormContext,
  useFormState,
  useWatch,
} from "react-hook-form";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { Button } from "@/components/ui/button";
import { Field, FieldControl, FieldError, FieldLabel } from "@/components/ui/form-field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { AUTO_REPLY_MESSAGE_VALUES } from "@/lib/reviews/rules";
import {
  nextFreeRule,
  RULE_KINDS,
  type AutoReplyFormValues,
  type TemplateOption,
} from "./auto-reply-form-values";
import { TemplatePicker } from "./template-picker";

type ErrorNode = { root?: { message?: string } } | undefined;

/** The rules: for a star rating and with or without text, the templates that take turns. */
export function RuleFields({ templates }: { templates: TemplateOption[] }) {
  const t = useTranslations("autoReplies.rules");
  const message = useApiErrorMessage("autoReplies.validation", {
    values: AUTO_REPLY_MESSAGE_VALUES,
  });
  const { control, getValues } = useFormContext<AutoReplyFormValues>();
  const { errors } = useFormState({ control });
  const { fields, append, remove } = useFieldArray({ control, name: "rules" });
  const listError = get(errors, "rules") as ErrorNode;
  const listMessage = message.key(listError?.root?.message);
  const full = fields.length >= RULE_KINDS.length;

  function addRule() {
    const free = nextFreeRule(getValues("rules"));
    if (free) append({ ...free, templateIds: [] });
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium">{t("title")}</legend>
      <p className="text-muted-foreground text-sm">{t("description")}</p>
      {fields.length > 0 ? (
        <div className="flex flex-col gap-3 sm:gap-2">
          <div
            aria-hidden
            className="text-muted-foreground hidden grid-cols-[8.5rem_10rem_minmax(0,1fr)_2.25rem] gap-3 px-1 text-xs font-medium sm:grid"
          >
            <span>{t("rating")}</span>
            <span>{t("kind")}</span>
            <span>{t("templates")}</span>
          </div>
          <ul className="flex flex-col gap-3 sm:gap-2" aria-label={t("listLabel")}>
            {fields.map((field, index) => (
              <RuleRow
                key={field.id}
                index={index}
                templates={templates}
                onRemove={() => remove(index)}
              />
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-muted-foreground rounded-md border border-dashed p-3 text-sm">
          {t("none")}
        </p>
      )}
      {listMessage ? (
        <p role="alert" data-slot="field-error" className="text-destructive text-sm">
          {listMessage}
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        disabled={full || templates.length === 0}
        onClick={addRule}
      >
        <Plus aria-hidden />
        {t("add")}
      </Button>
    </fieldset>
  );
}

function RuleRow({
  index,
  templates,
  onRemove,
}: {
  index: number;
  templates: TemplateOption[];
  onRemove: () => void;
}) {
  const t = useTranslations("autoReplies.rules");
  const message = useApiErrorMessage("autoReplies.validation", {
    values: AUTO_REPLY_MESSAGE_VALUES,
  });
  const { control } = useFormContext<AutoReplyFormValues>();
  const { errors } = useFormState({ control, name: `rules.${index}` });
  const rowError = get(errors, `rules.${index}`) as ErrorNode;
  const [rating, withComment] = useWatch({
    control,
    name: [`rules.${index}.rating`, `rules.${index}.withComment`],
  });
  const summary = t("summary", { rating, kind: withComment ? "text" : "rating" });
  const labelClass = "text-xs sm:sr-only";
  const removeButton = (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="text-destructive hover:text-destructive"
      aria-label={t("remove", { rule: summary })}
      onClick={onRemove}
    >
      <Trash2 aria-hidden />
    </Button>
  );

  return (
    <li
      data-testid="auto-reply-rule"
      aria-label={summary}
      className="flex flex-col gap-3 rounded-md border p-3 sm:border-0 sm:p-1"
    >
      {/* A phone has no room for a fourth column: the rule's name and its remove button head it. */}
      <div className="flex items-center justify-between gap-2 sm:hidden">
        <span className="text-sm font-medium">{summary}</span>
        {removeButton}
      </div>
      <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:grid-cols-[8.5rem_10rem_minmax(0,1fr)_2.25rem] sm:items-start">
        <Controller
          control={control}
          name={`rules.${index}.rating`}
          render={({ field }) => (
            <Field className="min-w-0">
              <FieldLabel className={labelClass}>{t("rating")}</FieldLabel>
              <Select value={String(field.value)} onValueChange={(v) => field.onChange(Number(v))}>
                <FieldControl>
                  <SelectTrigger onBlur={field.onBlur}>
                    <SelectValue className="min-w-0 truncate" />
                  </SelectTrigger>
                </FieldControl>
                <SelectContent>
                  {[5, 4, 3, 2, 1].map((stars) => (
                    <SelectItem key={stars} value={String(stars)}>
                      <span className="inline-flex items-center gap-1.5">
                        <Star className="fill-warning text-warning size-3.5" aria-hidden />
                        {t("stars", { count: stars })}
                      </span>
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
          )}
        />
        <Controller
          control={control}
          name={`rules.${index}.withComment`}
          render={({ field }) => (
            <Field className="min-w-0">
              <FieldLabel className={labelClass}>{t("kind")}</FieldLabel>
              <Select
                value={field.value ? "text" : "rating"}
                onValueChange={(v) => field.onChange(v === "text")}
              >
                <FieldControl>
                  <SelectTrigger onBlur={field.onBlur}>
                    <SelectValue className="min-w-0 truncate" />
                  </SelectTrigger>
                </FieldControl>
                <SelectContent>
                  <SelectItem value="text">{t("withText")}</SelectItem>
                  <SelectItem value="rating">{t("ratingOnly")}</SelectItem>
                </SelectContent>
              </Select>
            </Field>
          )}
        />
        <Controller
          control={control}
          name={`rules.${index}.templateIds`}
          render={({ field, fieldState }) => (
            <Field
              invalid={fieldState.invalid}
              className="min-w-0 min-[420px]:col-span-2 sm:col-span-1"
            >
              <FieldLabel className={labelClass}>{t("templates")}</FieldLabel>
              <FieldControl>
                <TemplatePicker
                  templates={templates}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              </FieldControl>
              <FieldError
                errors={[
                  {
                    message: message.key(fieldState.error?.message, {
                      fallback: "autoReplies.validation.unknownTemplate",
                    }),
                  },
                ]}
              />
            </Field>
          )}
        />
        <div className="hidden sm:block">{removeButton}</div>
      </div>
      {rowError?.root?.message ? (
        <p role="alert" data-slot="field-error" className="text-destructive text-sm">
          {message.key(rowError.root.message)}
        </p>
      ) : null}
    </li>
  );
}
