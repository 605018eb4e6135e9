import { describe, expect, it } from "vitest";
import { autoReplyResolver } from "@/app/(app)/apps/reviews/_components/auto-reply/auto-reply-form-schema";
import {
  formIssuePath,
  nextFreeRule,
  toFormValues,
  type AutoReplyFormValues,
} from "@/app/(app)/apps/reviews/_components/auto-reply/auto-reply-form-values";

const T1 = "6f1c1c5e-2d7a-4b8e-9a3b-0c5d2e1f4a01";
const T2 = "6f1c1c5e-2d7a-4b8e-9a3b-0c5d2e1f4a02";

const resolve = (values: AutoReplyFormValues) =>
  autoReplyResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("toFormValues", () => {
  it("shows whole hours in hours and anything else in minutes", () => {
    const base = { enabled: true, rules: [] };
    expect(toFormValues({ ...base, delayMinutes: 120 })).toMatchObject({
      delayValue: 2,
      delayUnit: "hours",
    });
    expect(toFormValues({ ...base, delayMinutes: 90 })).toMatchObject({
      delayValue: 90,
      delayUnit: "minutes",
    });
  });
});

describe("nextFreeRule", () => {
  it("offers the best rating not covered yet, with text first", () => {
    expect(nextFreeRule([])).toEqual({ rating: 5, withComment: true });
    expect(nextFreeRule([{ rating: 5, withComment: true }])).toEqual({
      rating: 5,
      withComment: false,
    });
  });

  it("offers nothing once every rating and kind has its rule", () => {
    const all = [5, 4, 3, 2, 1].flatMap((rating) =>
      [true, false].map((withComment) => ({ rating, withComment })),
    );
    expect(nextFreeRule(all)).toBeNull();
  });
});

describe("formIssuePath", () => {
  it("puts the minutes on the number and a rule's or the list's issue on its root", () => {
    expect(formIssuePath("delayMinutes")).toBe("delayValue");
    expect(formIssuePath("rules")).toBe("rules.root");
    expect(formIssuePath("rules.2")).toBe("rules.2.root");
    expect(formIssuePath("rules.2.templateIds")).toBe("rules.2.templateIds");
    expect(formIssuePath("enabled")).toBe("enabled");
  });
});

describe("autoReplyResolver", () => {
  const valid: AutoReplyFormValues = {
    enabled: true,
    delayValue: 2,
    delayUnit: "hours",
    rules: [{ rating: 5, withComment: true, templateIds: [T1, T2] }],
  };

  it("sends the delay in minutes", async () => {
    const result = await resolve(valid);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ delayMinutes: 120 });
  });

  // A repeated rule without templates showed only "repeated": the rule's issue took the place of
  // its templates' issue.
  it("keeps a repeated rule's issue and its empty templates' issue apart", async () => {
    const result = await resolve({
      ...valid,
      rules: [...valid.rules, { rating: 5, withComment: true, templateIds: [] }],
    });
    const second = (result.errors.rules as unknown as Record<string, unknown>[])[1];
    expect(second).toMatchObject({
      root: { message: "duplicateRule" },
      templateIds: { message: "templateRequired" },
    });
  });

  it("refuses a delay past 72 hours on the number typed", async () => {
    const result = await resolve({ ...valid, delayValue: 73 });
    expect(result.errors.delayValue).toMatchObject({ message: "delayOutOfRange" });
  });

  it("refuses switching on without a rule, on the list", async () => {
    const result = await resolve({ ...valid, rules: [] });
    expect(result.errors.rules).toMatchObject({ root: { message: "ruleRequired" } });
  });
});
