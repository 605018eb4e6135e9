"use client";
import { useTranslations } from "next-intl";
import { useWatch, type Control } from "react-hook-form";
import { CharacterCounter } from "@/components/common/character-counter";
import type { ApiErrorMessage } from "@/components/common/use-api-error-message";
import { ControlledField } from "@/components/forms/controlled-field";
import { Textarea } from "@/components/ui/textarea";
import { QANDA_LIMITS } from "@/lib/questions/rules";

export type AnswerValues = { text: string };

/** The answer's text with its count against the Q&A API's 4096 characters. */
export function AnswerTextField({
  control,
  message,
  autoFocus = false,
}: {
  control: Control<AnswerValues>;
  message: ApiErrorMessage;
  autoFocus?: boolean;
}) {
  const t = useTranslations("faq.form");
  const text = useWatch({ control, name: "text" }) ?? "";
  return (
    <ControlledField
      control={control}
      name="text"
      label={t("text")}
      hint={t("textHint", { max: QANDA_LIMITS.answer.max })}
      message={(key) => message.key(key, { length: QANDA_LIMITS.answer })}
      render={(field) => (
        <Textarea
          {...field}
          rows={5}
          className="min-h-28 [overflow-wrap:anywhere]"
          {...(autoFocus ? { "data-autofocus": true } : {})}
        />
      )}
      extra={() => (
        <CharacterCounter value={text} max={QANDA_LIMITS.answer.max} className="text-sm" />
      )}
    />
  );
}
