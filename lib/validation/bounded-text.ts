import { z } from "zod";
import { lengthIssue, type LengthLimits } from "./length";

/** One line of text as people read it: no spaces around it, one space between its words. */
export function collapseSpaces(value: string): string {
  return value.trim().replace(/\s+/gu, " ");
}

/**
 * Trimmed text within `limits`, shared by a form and its resolver: shorter or longer text fails
 * with the `tooShort` / `tooLong` keys of the shared `validation` messages, and is never cut. It is
 * kept composed (NFC), so the same name typed two ways compares equal. `singleLine` also collapses
 * inner runs of spaces, so "Sur 1" and "Sur   1" are one name.
 */
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
