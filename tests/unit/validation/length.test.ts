// Too-long text was cut without a word ("Zona Norte Buenos Aires" saved as "Zona Norte Buen"):
// the shared rule refuses it, names the limit, and never shortens what it is given.
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { boundedText } from "@/lib/validation/bounded-text";
import { isLengthIssue, LENGTH_ISSUES, lengthIssue, textLength } from "@/lib/validation/length";
import { WORKSPACE_LIMITS } from "@/lib/workspaces/constants";

const issues = (limits: { min?: number; max: number }, value: unknown) =>
  boundedText(limits)
    .safeParse(value)
    .error?.issues.map((issue) => issue.message) ?? [];

describe("lengthIssue", () => {
  it("answers tooShort below min, tooLong above max, null at and between the limits", () => {
    const limits = { min: 2, max: 15 };
    expect(lengthIssue("a", limits)).toBe("tooShort");
    expect(lengthIssue("ab", limits)).toBeNull();
    expect(lengthIssue("n".repeat(15), limits)).toBeNull();
    expect(lengthIssue("Zona Norte Buenos Aires", limits)).toBe("tooLong");
    expect(lengthIssue("", { max: 100 })).toBeNull();
  });

  it("counts characters as the reader sees them", () => {
    expect(textLength("Vacío")).toBe(5);
    expect(textLength("Vaci\u0301o")).toBe(5);
    expect(textLength("Tienda 👍🏽")).toBe(8);
    expect(lengthIssue("👍".repeat(15), { max: 15 })).toBeNull();
    // Plain ASCII takes the short way; a line break pair is still one character.
    expect(textLength("Zona Norte")).toBe(10);
    expect(textLength("")).toBe(0);
    expect(textLength("a\r\nb")).toBe(3);
  });

  it("knows its own message keys only", () => {
    for (const key of LENGTH_ISSUES) expect(isLengthIssue(key)).toBe(true);
    expect(isLengthIssue("duplicateName")).toBe(false);
    expect(isLengthIssue(undefined)).toBe(false);
  });
});

describe("boundedText", () => {
  it("refuses too-long text instead of cutting it", () => {
    expect(issues(WORKSPACE_LIMITS.name, "Zona Norte Buenos Aires")).toEqual(["tooLong"]);
    expect(boundedText(WORKSPACE_LIMITS.name).safeParse("Zona Norte Buenos Aires").data).toBe(
      undefined,
    );
  });

  it("trims before counting and keeps the text composed", () => {
    expect(boundedText(WORKSPACE_LIMITS.name).parse(`  ${"n".repeat(15)}  `)).toBe("n".repeat(15));
    expect(boundedText(WORKSPACE_LIMITS.name).parse(" Vaci\u0301o ")).toBe("Vacío");
    expect(issues(WORKSPACE_LIMITS.name, "   ")).toEqual(["tooShort"]);
  });

  it("has no minimum unless given one", () => {
    expect(issues({ max: 3 }, "")).toEqual([]);
    expect(issues({ max: 3 }, "abcd")).toEqual(["tooLong"]);
  });
});

describe("the shared messages", () => {
  it("name the limit in both languages", () => {
    for (const messages of [en, es]) {
      // Every issue the rule reports has its message, beside the character counter's texts.
      expect(Object.keys(messages.validation).sort()).toEqual(
        [...LENGTH_ISSUES, "counter", "counterOver"].sort(),
      );
      expect(messages.validation.tooShort).toContain("{min}");
      expect(messages.validation.tooLong).toContain("{max}");
    }
    expect(en.validation.tooLong.replace("{max}", "15")).toBe("At most 15 characters");
    expect(es.validation.tooLong.replace("{max}", "15")).toBe("Máximo 15 caracteres");
  });
});
