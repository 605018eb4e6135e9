"use client";

import { useFormContext } from "react-hook-form";
import { useApiErrorMessage } from "@/components/common/use-api-error-message";
import { FieldControl } from "@/components/ui/form-field";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { ControlledField } from "./controlled-field";
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
    <ControlledField
      control={control}
      name={name}
      label={label}
      className={className}
      message={message.key}
      ownControl
      render={(field) => (
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
      )}
    />
  );
}
