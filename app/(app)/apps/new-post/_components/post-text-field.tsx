"use client";
import { useTranslations } from "next-intl";
import { useFormContext } from "react-hook-form";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { DateInput } from "@/components/common/date-input";
import { TimeInput } from "@/components/common/time-input";
import { ControlledField } from "@/components/forms/controlled-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { PostFormField, PostFormValues } from "./post-form-values";
import { POST_FIELD_LENGTHS, POST_MESSAGE_NAMESPACES, POST_MESSAGE_OPTIONS } from "./post-messages";

/** The form's fields that hold text (dates and times included). */
export type TextFieldName = {
  [K in PostFormField]: PostFormValues[K] extends string ? K : never;
}[PostFormField];

/** One text input of the post form: label, control, hint and its translated issue. */
export function PostTextField({
  name,
  label,
  hint,
  optional,
  multiline,
  className,
  ...inputProps
}: {
  name: TextFieldName;
  label: string;
  hint?: string;
  optional?: boolean;
  multiline?: boolean;
  className?: string;
} & Pick<React.ComponentProps<"input">, "type" | "inputMode" | "placeholder" | "step">) {
  const { control } = useFormContext<PostFormValues>();
  const t = useTranslations("posts.form");
  const message = useApiErrorMessage(POST_MESSAGE_NAMESPACES, POST_MESSAGE_OPTIONS);
  return (
    <ControlledField
      control={control}
      name={name}
      label={
        <>
          {label}
          {optional ? (
            <span className="text-muted-foreground font-normal">{t("optional")}</span>
          ) : null}
        </>
      }
      className={className}
      hint={hint}
      hintClassName="text-xs"
      message={(key) => message.key(key, { length: POST_FIELD_LENGTHS[name] })}
      render={(field) =>
        multiline ? (
          <Textarea {...field} rows={4} />
        ) : inputProps.type === "time" ? (
          <TimeInput {...field} />
        ) : inputProps.type === "date" ? (
          <DateInput {...field} />
        ) : (
          <Input {...field} autoComplete="off" {...inputProps} />
        )
      }
    />
  );
}
