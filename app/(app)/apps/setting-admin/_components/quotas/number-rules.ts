// The quotas tab's number settings read from a form's text: loaded after the page
// (components/forms/zod-rules), so zod is not in its first load. Each issue's message is the rule
// module's error key ("whole", "range").
import { z } from "zod";

/**
 * A whole number checked by `rule` (lib/maps' daily-cap, weight, background-share); empty gives
 * null when `optional`, else it is not a whole number.
 */
export function numberText(rule: (value: number) => string | null, optional = false) {
  return z
    .string()
    .trim()
    .superRefine((text, check) => {
      if (text === "" && optional) return;
      const error = /^-?\d+$/.test(text) ? rule(Number(text)) : "whole";
      if (error) check.addIssue({ code: "custom", message: error });
    })
    .transform((text) => (text === "" ? null : Number(text)));
}
