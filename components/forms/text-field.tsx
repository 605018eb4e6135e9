"use client";

import { get, useFormContext, useFormState } from "react-hook-form";
import { CharacterCounter } from "@/components/common/character-counter";
import { DateInput } from "@/components/common/date-input";
import { TimeInput } from "@/components/common/time-input";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { LengthLimits } from "@/lib/validation/length";
import { ControlledField } from "./controlled-field";
import { STORE_MESSAGE_OPTIONS } from "./field-messages";

type FieldLimits = {
  /** The field's length limits, for the shared tooShort / tooLong messages. */
  length?: LengthLimits;
  /** Overrides a key's limit where the same key guards another list (address lines). */
  max?: number;
};

/** The {max} a message names when the field sets its own. */
const limitValues = (max: number | undefined) => (max === undefined ? undefined : { max });

type TextFieldProps = FieldLimits & {
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
  ...inputProps
}: TextFieldProps) {
  const { control } = useFormContext();
  const message = useApiErrorMessage("stores.validation", STORE_MESSAGE_OPTIONS);
  return (
    <ControlledField
      control={control}
      name={name}
      label={label}
      className={className}
      hint={description}
      message={(key) => message.key(key, { length, values: limitValues(max) })}
      render={(field) =>
        multiline ? (
          <Textarea {...field} value={field.value ?? ""} />
        ) : inputProps.type === "time" ? (
          <TimeInput {...field} />
        ) : inputProps.type === "date" ? (
          <DateInput {...field} />
        ) : (
          <Input {...field} value={field.value ?? ""} {...inputProps} />
        )
      }
      // Long text shows its count as it is typed, and past the limit how far past it.
      extra={(field) =>
        multiline && length ? (
          <CharacterCounter value={field.value ?? ""} max={length.max} className="self-end" />
        ) : null
      }
    />
  );
}

/**
 * The issue of a list as a whole ("repeated", "tooManyPhones"), which no single input shows. The
 * resolver puts it on the list, or on `.root` once the list's items are registered.
 */
export function ListError({ name, length, max }: { name: string } & FieldLimits) {
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name });
  const message = useApiErrorMessage("stores.validation", STORE_MESSAGE_OPTIONS);
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const text = message.key(error?.root?.message ?? error?.message, {
    length,
    values: limitValues(max),
  });
  if (!text) return null;
  return (
    <p role="alert" data-slot="field-error" className="text-destructive text-sm">
      {text}
    </p>
  );
}
