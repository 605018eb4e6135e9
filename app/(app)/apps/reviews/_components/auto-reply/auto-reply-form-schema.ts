import { get, set, type FieldErrors, type Resolver } from "react-hook-form";
import { z } from "zod";
import { autoReplySettingsSchema, type AutoReplySettingsInput } from "@/lib/reviews/schema";

export const DELAY_UNITS = { minutes: 1, hours: 60 } as const;
export type DelayUnit = keyof typeof DELAY_UNITS;

/** A template as the rules offer it. */
export type TemplateOption = { id: string; name: string };

export type RuleValues = { rating: number; withComment: boolean; templateIds: string[] };

/** The settings as the server answers them. */
export type AutoReplySettingsData = {
  enabled: boolean;
  delayMinutes: number;
  rules: { rating: number; withComment: boolean; templates: { id: string }[] }[];
};

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

export type AutoReplyFormValues = z.input<typeof autoReplyFormSchema>;

export function toFormValues(settings: AutoReplySettingsData): AutoReplyFormValues {
  const inHours = settings.delayMinutes % 60 === 0;
  return {
    enabled: settings.enabled,
    delayValue: inHours ? settings.delayMinutes / 60 : settings.delayMinutes,
    delayUnit: inHours ? "hours" : "minutes",
    rules: settings.rules.map((rule) => ({
      rating: rule.rating,
      withComment: rule.withComment,
      templateIds: rule.templates.map((template) => template.id),
    })),
  };
}

/** Every (rating, with text) pair, best first: the order "Add rule" offers them in. */
export const RULE_KINDS = [5, 4, 3, 2, 1].flatMap((rating) =>
  [true, false].map((withComment) => ({ rating, withComment })),
);

/** The first pair no rule covers yet, or null when every pair has its rule. */
export function nextFreeRule(rules: Pick<RuleValues, "rating" | "withComment">[]) {
  const taken = new Set(rules.map((rule) => `${rule.rating}:${rule.withComment}`));
  return RULE_KINDS.find((kind) => !taken.has(`${kind.rating}:${kind.withComment}`)) ?? null;
}

/**
 * Where an issue of the shared schema (or of the server, same paths) shows in the form: the delay
 * on its number, and an issue of a whole rule or of the list on its `root`, so it does not take
 * the place of the issues of the rule's own fields ("rules.2" repeated and "rules.2.templateIds"
 * empty both show).
 */
export function formIssuePath(path: string): string {
  if (path === "delayMinutes") return "delayValue";
  if (/^rules(\.\d+)?$/.test(path)) return `${path}.root`;
  return path;
}

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
