"use client";

import { Controller, useFormContext } from "react-hook-form";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { Field, FieldControl, FieldError, FieldLabel } from "@/components/ui/form-field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { STORE_MESSAGE_OPTIONS } from "./field-messages";

/** A choice among fixed options in a store form (country, link type, maps account). */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  className,
}: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  className?: string;
}) {
  const { control } = useFormContext();
  const message = useApiErrorMessage("stores.validation", STORE_MESSAGE_OPTIONS);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Field invalid={fieldState.invalid} className={className}>
          <FieldLabel>{label}</FieldLabel>
          <Select
            value={field.value || undefined}
            onValueChange={(value) => {
              field.onChange(value);
              field.onBlur();
            }}
          >
            <FieldControl>
              <SelectTrigger className="w-full" onBlur={field.onBlur} ref={field.ref}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
            </FieldControl>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FieldError errors={[{ message: message.key(fieldState.error?.message) }]} />
        </Field>
      )}
    />
  );
}
