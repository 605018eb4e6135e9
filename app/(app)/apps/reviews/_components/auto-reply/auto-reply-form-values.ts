// The automatic-reply form's values and what its fields need, without zod: the form's first load
// stays free of it (its rules, in auto-reply-form-schema.ts, load as it mounts).

export const DELAY_UNITS = { minutes: 1, hours: 60 } as const;
export type DelayUnit = keyof typeof DELAY_UNITS;

/** A template as the rules offer it. */
export type TemplateOption = { id: string; name: string };

export type RuleValues = { rating: number; withComment: boolean; templateIds: string[] };

/** What the form edits; auto-reply-form-schema.ts checks that its schema reads exactly this. */
export type AutoReplyFormValues = {
  enabled: boolean;
  delayValue: number;
  delayUnit: DelayUnit;
  rules: RuleValues[];
};

/** The settings as the server answers them. */
export type AutoReplySettingsData = {
  enabled: boolean;
  delayMinutes: number;
  rules: { rating: number; withComment: boolean; templates: { id: string }[] }[];
};

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
