import { z } from "zod";
import { lengthIssue, type LengthLimits } from "./length";

export function collapseSpaces(value: string): string {
  return value.trim().replace(/\s+/gu, " ");
}

// Too short or long fails with the shared `validation` keys and is never cut. Kept composed (NFC)
// so the same name typed two ways compares equal.
export function boundedText(limits: LengthLimits, { singleLine = false } = {}) {
  return z
    .string()
    .trim()
    .normalize("NFC")
    .transform((value) => (singleLine ? collapseSpaces(value) : value))
    .superRefine((value, ctx) => {
      const issue = lengthIssue(value, limits);
      if (issue) ctx.addIssue({ code: "custom", message: issue });
    });
}
