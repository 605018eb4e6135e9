import { ANONYMOUS_REVIEWER } from "@/lib/maps/types-reviews";

export const TEMPLATE_VARIABLES = ["firstName", "storeName", "city"] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
export type TemplateValues = Record<TemplateVariable, string>;

export const KNOWN_PLACEHOLDERS = TEMPLATE_VARIABLES.map((name) => `{${name}}`).join(", ");

// Anything in braces reads as a variable to whoever writes it ("{nombre}", "{first name}"), and
// would reach the reviewer as written: braces around 1 to 50 characters on one line.
const PLACEHOLDER = /\{[^{}\n]{1,50}\}/g;

/** The placeholders of `text` that are not variables, each once, in order ("{nombre}"). */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set(TEMPLATE_VARIABLES.map((name) => `{${name}}`));
  return [...new Set(text.match(PLACEHOLDER) ?? [])].filter((token) => !known.has(token));
}

export function placeholdersIn(text: string): string[] {
  return [...new Set(text.match(PLACEHOLDER) ?? [])];
}

/** Lets a preview mark the unknown placeholders where they stand. */
export function splitPlaceholders(text: string): { text: string; unknown: boolean }[] {
  const unknown = new Set(unknownPlaceholders(text));
  return text
    .split(/(\{[^{}\n]{1,50}\})/)
    .filter(Boolean)
    .map((part) => ({ text: part, unknown: unknown.has(part) }));
}

/** The reviewer's first name; empty for anonymous reviewers ("A Google User"). */
export function firstNameOf(reviewer: string | null | undefined, anonymous = false): string {
  if (anonymous || !reviewer || reviewer === ANONYMOUS_REVIEWER) return "";
  return reviewer.trim().split(/\s+/)[0] ?? "";
}

/** An empty value takes its variable out with the space or comma before it ("Thanks {firstName}!"
 * → "Thanks!"); unknown braces are left as they are. */
export function fillTemplate(body: string, values: TemplateValues): string {
  return body
    .replace(/([ \t]*,)?[ \t]*\{(firstName|storeName|city)\}/g, (match, comma, name) => {
      const value = values[name as TemplateVariable].trim();
      if (!value) return "";
      return match.replace(`{${name}}`, value);
    })
    .trim();
}

export function placeholderValues(text: string): { placeholder?: string; known: string } {
  return {
    placeholder: unknownPlaceholders(text)[0] ?? placeholdersIn(text)[0],
    known: KNOWN_PLACEHOLDERS,
  };
}
