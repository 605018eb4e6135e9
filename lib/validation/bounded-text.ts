import { z } from "zod";
import { lengthIssue, type LengthLimits } from "./length";

/**
 * Trimmed text within `limits`, shared by a form and its resolver: shorter or longer text fails
 * with the `tooShort` / `tooLong` keys of the shared `validation` messages, and is never cut. It is
 * kept composed (NFC), so the same name typed two ways compares equal.
 */
export function boundedText(limits: LengthLimits) {
  return z
    .string()
    .trim()
    .normalize("NFC")
    .superRefine((value, ctx) => {
      const issue = lengthIssue(value, limits);
      if (issue) ctx.addIssue({ code: "custom", message: issue });
    });
}
