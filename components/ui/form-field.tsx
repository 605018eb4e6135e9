"use client";

import * as React from "react";
import { Slot } from "@radix-ui/react-slot";
import { cn } from "@/lib/utils";
import { Label } from "./label";

/** The parts of a field a screen reader hears after the control's name, in this order. */
export type FieldPart = "description" | "counter" | "error";

type FieldState = {
  controlId: string;
  labelId: string;
  descriptionId: string;
  counterId: string;
  errorId: string;
  invalid: boolean;
  hasDescription: boolean;
  hasCounter: boolean;
  hasError: boolean;
  /** The label's words, for controls beside the field's own (a date's calendar button). */
  labelText: string | undefined;
  register: (part: FieldPart, present: boolean) => void;
  setLabelText: (text: string | undefined) => void;
};

const FieldContext = React.createContext<FieldState | null>(null);

function useField(component: string): FieldState {
  const field = React.useContext(FieldContext);
  if (!field) throw new Error(`<${component}> must be used inside <Field>`);
  return field;
}

/** The surrounding field, or null outside one (a part that also stands alone, e.g. a counter). */
export function useOptionalField(): FieldState | null {
  return React.useContext(FieldContext);
}

export type FieldProps = React.ComponentProps<"div"> & {
  /** Usually `fieldState.invalid` from react-hook-form's `Controller`. */
  invalid?: boolean;
  /** Id given to the control; generated when absent. */
  controlId?: string;
  orientation?: "vertical" | "horizontal";
};

/**
 * One form field: wires label, control, description and error together with ids, so the control gets
 * `aria-invalid` and an `aria-describedby` naming only the parts that are actually shown.
 */
export function Field({
  invalid = false,
  controlId,
  orientation = "vertical",
  className,
  ...props
}: FieldProps) {
  const autoId = React.useId();
  const id = controlId ?? `field-${autoId}`;
  const [parts, setParts] = React.useState({ description: false, counter: false, error: false });
  const [labelText, setLabelText] = React.useState<string | undefined>();
  const register = React.useCallback((part: FieldPart, present: boolean) => {
    setParts((prev) => (prev[part] === present ? prev : { ...prev, [part]: present }));
  }, []);
  const value = React.useMemo<FieldState>(
    () => ({
      controlId: id,
      labelId: `${id}-label`,
      descriptionId: `${id}-description`,
      counterId: `${id}-counter`,
      errorId: `${id}-error`,
      invalid,
      hasDescription: parts.description,
      hasCounter: parts.counter,
      hasError: parts.error,
      labelText,
      register,
      setLabelText,
    }),
    [id, invalid, parts, labelText, register],
  );
  return (
    <FieldContext.Provider value={value}>
      <div
        role="group"
        data-slot="field"
        data-invalid={invalid || undefined}
        data-orientation={orientation}
        className={cn(
          "group/field flex w-full gap-2",
          orientation === "vertical" ? "flex-col" : "flex-row items-center",
          className,
        )}
        {...props}
      />
    </FieldContext.Provider>
  );
}

export function FieldLabel({ className, ...props }: React.ComponentProps<typeof Label>) {
  const field = useField("FieldLabel");
  const label = React.useRef<HTMLLabelElement>(null);
  const { setLabelText } = field;
  // Read from the page, so a label of several parts (a name and "optional") gives all its words.
  React.useEffect(() => {
    setLabelText(label.current?.textContent || undefined);
  });
  React.useEffect(() => () => setLabelText(undefined), [setLabelText]);
  return (
    <Label
      ref={label}
      id={field.labelId}
      htmlFor={field.controlId}
      className={cn("group-data-[invalid=true]/field:text-destructive", className)}
      {...props}
    />
  );
}

/** Passes id, `aria-invalid` and `aria-describedby` to its single child (an input, select trigger, …). */
export function FieldControl({ children, ...props }: React.ComponentProps<typeof Slot>) {
  const field = useField("FieldControl");
  const describedBy = [
    field.hasDescription && field.descriptionId,
    field.hasCounter && field.counterId,
    field.hasError && field.errorId,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <Slot
      id={field.controlId}
      aria-invalid={field.invalid || undefined}
      aria-describedby={describedBy || undefined}
      {...props}
    >
      {children}
    </Slot>
  );
}

export function FieldDescription({ className, ...props }: React.ComponentProps<"p">) {
  const field = useField("FieldDescription");
  const { register } = field;
  React.useEffect(() => {
    register("description", true);
    return () => register("description", false);
  }, [register]);
  return (
    <p
      id={field.descriptionId}
      data-slot="field-description"
      className={cn("text-muted-foreground text-sm", className)}
      {...props}
    />
  );
}

type ErrorLike = { message?: string } | undefined;

export type FieldErrorProps = React.ComponentProps<"p"> & {
  /** react-hook-form errors (e.g. `[fieldState.error]`); each message is already translated. */
  errors?: ErrorLike[];
};

/**
 * Renders nothing unless there is a message, so `aria-describedby` never points at an empty node.
 * role="alert" reads the message out when it appears (after a submit or on leaving the field).
 */
export function FieldError({ errors, children, className, ...props }: FieldErrorProps) {
  const field = useField("FieldError");
  const messages = [
    ...new Set((errors ?? []).map((e) => e?.message).filter((m): m is string => !!m)),
  ];
  const content = children ?? (messages.length > 1 ? messages.join(" · ") : messages[0]);
  const { register } = field;
  const present = content !== undefined && content !== null && content !== "";
  React.useEffect(() => {
    register("error", present);
    return () => register("error", false);
  }, [register, present]);
  if (!present) return null;
  return (
    <p
      id={field.errorId}
      role="alert"
      data-slot="field-error"
      className={cn("text-destructive text-sm", className)}
      {...props}
    >
      {content}
    </p>
  );
}

export type FormFieldProps = Omit<FieldProps, "children"> & {
  label: React.ReactNode;
  description?: React.ReactNode;
  /** Already-translated error text; the field is marked invalid while it is set. */
  error?: string;
  children: React.ReactElement;
};

/** Shorthand for the common case: `<FormField label=… error=…><Input … /></FormField>`. */
export function FormField({
  label,
  description,
  error,
  invalid,
  children,
  ...props
}: FormFieldProps) {
  return (
    <Field invalid={invalid ?? !!error} {...props}>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>{children}</FieldControl>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldError>{error}</FieldError>
    </Field>
  );
}

/**
 * The error of a group that is no single `<Field>` (a radio group, a list of checkboxes): give the
 * group `aria-describedby={id}` while `children` is set. Announced like FieldError.
 */
export function GroupError({ id, className, children, ...props }: React.ComponentProps<"p">) {
  if (children === undefined || children === null || children === "" || children === false)
    return null;
  return (
    <p
      id={id}
      role="alert"
      data-slot="field-error"
      className={cn("text-destructive text-sm", className)}
      {...props}
    >
      {children}
    </p>
  );
}
