// Guards the ids screen readers follow from a control to its error, and that errors are announced.
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FormField, GroupError } from "@/components/ui/form-field";

describe("form field", () => {
  it("gives the error an id of the control's and announces it", () => {
    const html = renderToStaticMarkup(
      h(FormField, { label: "Name", error: "Required", controlId: "name", children: h("input") }),
    );
    expect(html).toContain('id="name"');
    // Controls beside the field's own (a date's calendar button) add its label by this id.
    expect(html).toContain('id="name-label"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(/<p id="name-error" role="alert"[^>]*>Required<\/p>/);
  });

  it("renders no error node while there is no message", () => {
    const html = renderToStaticMarkup(
      h(FormField, { label: "Name", controlId: "name", children: h("input") }),
    );
    expect(html).not.toContain("name-error");
    expect(html).not.toContain("aria-invalid");
    expect(renderToStaticMarkup(h(GroupError, { id: "g" }, undefined))).toBe("");
    expect(renderToStaticMarkup(h(GroupError, { id: "g" }, "Pick one"))).toContain(
      'id="g" role="alert"',
    );
  });
});
