"use client";

import type * as React from "react";
import {
  Controller,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
} from "react-hook-form";
import {
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  type FieldProps,
} from "@/components/ui/form-field";

export type ControlledFieldProps<T extends FieldValues, N extends FieldPath<T>, TT = T> = Pick<
  FieldProps,
  "className" | "controlId"
> & {
  /** The form's control; without it, the form of the surrounding FormProvider. */
  control?: UseControllerProps<T, N, TT>["control"];
  name: N;
  label: React.ReactNode;
  /** Shown under the control and read after its name. */
  hint?: React.ReactNode;
  hintClassName?: string;
  /** The message key as the text shown; without it the message is shown as it is. */
  message?: (key: string | undefined) => string | undefined;
  /** The control, given react-hook-form's field; it receives the id and aria wiring. */
  render: (
    field: ControllerRenderProps<T, N>,
    fieldState: ControllerFieldState,
  ) => React.ReactElement;
  /**
   * The render puts FieldControl on the control itself, as a Select must on its trigger; otherwise
   * the whole render is the control.
   */
  ownControl?: boolean;
  /** What sits between the hint and the error, such as a character counter. */
  extra?: (field: ControllerRenderProps<T, N>) => React.ReactNode;
};

/**
 * One field of a react-hook-form form: label, control, hint and the field's issue, wired by the
 * shared Field so the control carries `aria-invalid` and an `aria-describedby` naming only the
 * parts shown.
 */
export function ControlledField<T extends FieldValues, N extends FieldPath<T>, TT = T>({
  control,
  name,
  label,
  hint,
  hintClassName,
  message,
  render,
  ownControl,
  extra,
  className,
  controlId,
}: ControlledFieldProps<T, N, TT>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field invalid={fieldState.invalid} className={className} controlId={controlId}>
          <FieldLabel>{label}</FieldLabel>
          {ownControl ? (
            render(field, fieldState)
          ) : (
            <FieldControl>{render(field, fieldState)}</FieldControl>
          )}
          {hint ? <FieldDescription className={hintClassName}>{hint}</FieldDescription> : null}
          {extra?.(field)}
          <FieldError>
            {message ? message(fieldState.error?.message) : fieldState.error?.message}
          </FieldError>
        </Field>
      )}
    />
  );
}
