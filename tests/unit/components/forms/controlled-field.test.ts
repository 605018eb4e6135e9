// Guards that the bound field wires label, hint and error exactly as the hand-written blocks it replaced.
import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Controller, useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { ControlledField } from "@/components/forms/controlled-field";
import {
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
} from "@/components/ui/form-field";

type Values = { name: string };
const ERRORS = { name: { type: "custom", message: "tooShort" } };
const say = (key: string | undefined) => (key ? `said ${key}` : undefined);

function render(body: (control: ReturnType<typeof useForm<Values>>["control"]) => ReactElement) {
  function Form() {
    const form = useForm<Values>({ defaultValues: { name: "" }, errors: ERRORS });
    return body(form.control);
  }
  return renderToStaticMarkup(h(Form));
}

describe("ControlledField", () => {
  it("renders what a Controller with Field, label, hint and error rendered", () => {
    const bound = render((control) =>
      h(ControlledField<Values, "name">, {
        control,
        name: "name",
        controlId: "name",
        label: "Name",
        hint: "As on the sign",
        hintClassName: "text-xs",
        message: say,
        render: (field) => h("input", { ...field }),
      }),
    );
    const byHand = render((control) =>
      h(Controller<Values, "name">, {
        control,
        name: "name",
        render: ({ field, fieldState }) =>
          h(
            Field,
            { invalid: fieldState.invalid, controlId: "name" },
            h(FieldLabel, null, "Name"),
            h(FieldControl, null, h("input", { ...field })),
            h(FieldDescription, { className: "text-xs" }, "As on the sign"),
            h(FieldError, { errors: [{ message: say(fieldState.error?.message) }] }),
          ),
      }),
    );
    expect(bound).toBe(byHand);
    expect(bound).toContain('id="name-label"');
    expect(bound).toContain('aria-invalid="true"');
    expect(bound).toMatch(/<p id="name-error" role="alert"[^>]*>said tooShort<\/p>/);
  });
});
