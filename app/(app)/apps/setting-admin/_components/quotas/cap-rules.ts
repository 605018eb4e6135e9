// The daily cap form's rules: loaded after the page (components/forms/zod-rules), so zod is not in
// its first load. Empty clears the cap.
import { z } from "zod";
import { dailyCapError } from "@/lib/maps/daily-cap";

export const capRules = z.object({
  cap: z
    .string()
    .trim()
    .superRefine((text, check) => {
      if (text === "") return;
      const error = /^-?\d+$/.test(text) ? dailyCapError(Number(text)) : "whole";
      if (error) check.addIssue({ code: "custom", message: error });
    })
    .transform((text) => (text === "" ? null : Number(text))),
});
