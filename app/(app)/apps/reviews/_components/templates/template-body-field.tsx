"use client";

import { useRef } from "react";
import { useController, useFormContext, useWatch } from "react-hook-form";
import { useTranslations } from "next-intl";
import { CharacterCounter } from "@/components/common/character-counter";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { Button } from "@/components/ui/button";
import {
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
} from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { MAX_LENGTH } from "@/lib/constants";
import {
  fillTemplate,
  splitPlaceholders,
  TEMPLATE_VARIABLES,
  unknownPlaceholders,
  type TemplateVariable,
  placeholderValues,
} from "@/lib/reviews/template-vars";

const BODY_LIMITS = { min: 1, max: MAX_LENGTH.reviewReply };

/**
 * A template's text: the counter the server's rule counts by, buttons that put a variable where
 * the cursor is, and the text as a reviewer would read it, filled with sample values.
 */
export function TemplateBodyField() {
  const t = useTranslations("reviewTemplates.editor");
  const message = useApiErrorMessage("reviewTemplates.validation");
  const { control, getValues, setValue, formState } = useFormContext<{ body: string }>();
  const { field, fieldState } = useController({ control, name: "body" });
  const body = useWatch({ control, name: "body" }) ?? "";
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  // Until the text has been focused, a variable goes at the end rather than at position 0.
  const cursorPlaced = useRef(false);
  const sample = {
    firstName: t("sample.firstName"),
    storeName: t("sample.storeName"),
    city: t("sample.city"),
  };
  const preview = fillTemplate(body, sample);
  // Said as it is typed, as the counter is: a placeholder that is not a variable (`{nombre}`).
  const issue =
    fieldState.error?.message ??
    (unknownPlaceholders(body).length > 0 ? "unknownPlaceholder" : undefined);

  function insert(variable: TemplateVariable) {
    const element = textarea.current;
    const value = getValues("body") ?? "";
    const start = cursorPlaced.current && element ? element.selectionStart : value.length;
    const end = cursorPlaced.current && element ? element.selectionEnd : value.length;
    const token = `{${variable}}`;
    setValue("body", value.slice(0, start) + token + value.slice(end), {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    });
    const caret = start + token.length;
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(caret, caret);
      cursorPlaced.current = true;
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <Field invalid={issue !== undefined}>
        <FieldLabel>{t("body")}</FieldLabel>
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t("insert")}>
          <span className="text-muted-foreground text-xs">{t("insert")}</span>
          {TEMPLATE_VARIABLES.map((variable) => (
            <Button
              key={variable}
              type="button"
              variant="outline"
              size="sm"
              className="font-mono"
              data-testid={`template-insert-${variable}`}
              aria-label={t("insertVariable", { variable: t(`variables.${variable}`) })}
              title={t(`variables.${variable}`)}
              onClick={() => insert(variable)}
            >
              {`{${variable}}`}
            </Button>
          ))}
        </div>
        <FieldControl>
          <Textarea
            {...field}
            ref={(element) => {
              field.ref(element);
              textarea.current = element;
            }}
            value={field.value ?? ""}
            rows={5}
            className="max-h-64 [overflow-wrap:anywhere]"
            onFocus={() => {
              cursorPlaced.current = true;
            }}
          />
        </FieldControl>
        <div className="flex items-start justify-between gap-3">
          <FieldDescription className="text-xs">
            {t("variablesHint", { firstName: "{firstName}" })}
          </FieldDescription>
          <CharacterCounter
            data-testid="template-body-counter"
            value={body}
            max={BODY_LIMITS.max}
          />
        </div>
        <FieldError
          errors={[
            {
              message: message.key(issue, { length: BODY_LIMITS, values: placeholderValues(body) }),
            },
          ]}
        />
      </Field>
      <section aria-label={t("preview")} className="flex flex-col gap-1.5">
        <h3 className="text-sm font-medium">{t("preview")}</h3>
        <p
          data-testid="template-preview"
          className="bg-muted/60 min-h-12 rounded-md border border-dashed p-3 text-sm [overflow-wrap:anywhere] whitespace-pre-line"
        >
          {preview ? (
            splitPlaceholders(preview).map((part, i) =>
              part.unknown ? (
                <mark
                  key={i}
                  data-testid="template-preview-unknown"
                  className="bg-destructive/15 text-foreground decoration-destructive rounded px-0.5 font-medium underline decoration-wavy"
                >
                  {part.text}
                </mark>
              ) : (
                part.text
              ),
            )
          ) : (
            <span className="text-muted-foreground">{t("previewEmpty")}</span>
          )}
        </p>
        <p className="text-muted-foreground text-xs">{t("previewHint", sample)}</p>
      </section>
    </div>
  );
}
