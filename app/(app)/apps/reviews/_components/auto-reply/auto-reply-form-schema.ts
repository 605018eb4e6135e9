// The automatic-reply form's rules, loaded after the page (auto-reply-form.tsx).
import { get, set, type FieldErrors, type Resolver } from "react-hook-form";
import { z } from "zod";
import { autoReplySettingsSchema, type AutoReplySettingsInput } from "@/lib/reviews/schema";
import type { SameType } from "@/lib/validation/same-type";
import { DELAY_UNITS, formIssuePath, type AutoReplyFormValues } from "./auto-reply-form-values";

/**
 * The form edits the delay as a number and a unit; sent, it is the shared schema's minutes, so
 * its issues (delayMinutes, rules.0.templateIds, rules) have the API's paths.
 */
export const autoReplyFormSchema = z
  .object({
    enabled: z.boolean(),
    delayValue: z.number(),
    delayUnit: z.enum(["minutes", "hours"]),
    rules: z.array(
      z.object({
        rating: z.number(),
        withComment: z.boolean(),
        templateIds: z.array(z.string()),
      }),
    ),
  })
  .transform(({ delayValue, delayUnit, ...settings }) => ({
    ...settings,
    delayMinutes: delayValue * DELAY_UNITS[delayUnit],
  }))
  .pipe(autoReplySettingsSchema);

// The form's values type (written out beside the fields, without zod) and the schema's input agree.
const valuesMatchSchema: SameType<AutoReplyFormValues, z.input<typeof autoReplyFormSchema>> = true;
void valuesMatchSchema;

/** autoReplyFormSchema as react-hook-form's resolver, its issues placed by formIssuePath. */
export const autoReplyResolver: Resolver<
  AutoReplyFormValues,
  unknown,
  AutoReplySettingsInput
> = async (values) => {
  const parsed = await autoReplyFormSchema.safeParseAsync(values);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<AutoReplyFormValues> = {};
  for (const issue of parsed.error.issues) {
    const path = formIssuePath(issue.path.join("."));
    if (!get(errors, path)) set(errors, path, { type: issue.code, message: issue.message });
  }
  return { values: {}, errors };
};
