"use client";

import { Controller, get, useFormContext, useFormState } from "react-hook-form";
import { CharacterCounter } from "@/components/common/character-counter";
import { DateInput } from "@/components/common/date-input";
import { TimeInput } from "@/components/common/time-input";
import {
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
} from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useFieldMessage, type FieldMessageOptions } from "./use-field-message";

type TextFieldProps = FieldMessageOptions & {
  /** The form path, e.g. "storefrontAddress.locality" or "phoneNumbers.additionalPhones.0". */
  name: string;
  label: string;
  description?: string;
  multiline?: boolean;
  className?: string;
} & Pick<React.ComponentProps<"input">, "type" | "autoComplete" | "inputMode" | "placeholder">;

/**
 * One text input of a store form (inside StoreEditForm's FormProvider): label, control and the
 * issue of the shared schema, translated, wired by the shared Field.
 */
export function TextField({
  name,
  label,
  description,
  multiline,
  className,
  length,
  max,
  fallback,
  ...inputProps
}: TextFieldProps) {
  const { control } = useFormContext();
  const message = useFieldMessage();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Field invalid={fieldState.invalid} className={className}>
          <FieldLabel>{label}</FieldLabel>
          <FieldControl>
            {multiline ? (
              <Textarea {...field} value={field.value ?? ""} />
            ) : inputProps.type === "time" ? (
              <TimeInput {...field} />
            ) : inputProps.type === "date" ? (
              <DateInput {...field} />
            ) : (
              <Input {...field} value={field.value ?? ""} {...inputProps} />
            )}
          </FieldControl>
          {description ? <FieldDescription>{description}</FieldDescription> : null}
          {/* Long text shows its count as it is typed, and past the limit how far past it. */}
          {multiline && length ? (
            <CharacterCounter value={field.value ?? ""} max={length.max} className="self-end" />
          ) : null}
          <FieldError
            errors={[{ message: message(fieldState.error?.message, { length, max, fallback }) }]}
          />
        </Field>
      )}
    />
  );
}

/**
 * The issue of a list as a whole ("repeated", "tooManyPhones"), which no single input shows. The
 * resolver puts it on the list, or on `.root` once the list's items are registered.
 */
export function ListError({ name, ...options }: { name: string } & FieldMessageOptions) {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const message = useFieldMessage();
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const text = message(error?.root?.message ?? error?.message, options);
  if (!text) return null;
  return (
    <p role="alert" data-slot="field-error" className="text-destructive text-sm">
      {text}
    </p>
  );
}
