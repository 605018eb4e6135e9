// Template variables (client-safe): a template's text with the review's values put in.
import { ANONYMOUS_REVIEWER } from "@/lib/maps/types-reviews";

export const TEMPLATE_VARIABLES = ["firstName", "storeName", "city"] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
export type TemplateValues = Record<TemplateVariable, string>;

/** The reviewer's first name; empty for anonymous reviewers ("A Google User"). */
export function firstNameOf(reviewer: string | null | undefined, anonymous = false): string {
  if (anonymous || !reviewer || reviewer === ANONYMOUS_REVIEWER) return "";
  return reviewer.trim().split(/\s+/)[0] ?? "";
}

/**
 * `{firstName}`, `{storeName}` and `{city}` replaced by their values. An empty value takes its
 * variable out with the space or comma before it ("Thanks {firstName}!" → "Thanks!"); unknown
 * braces are left as they are.
 */
export function fillTemplate(body: string, values: TemplateValues): string {
  return body
    .replace(/([ \t]*,)?[ \t]*\{(firstName|storeName|city)\}/g, (match, comma, name) => {
      const value = values[name as TemplateVariable].trim();
      if (!value) return "";
      return match.replace(`{${name}}`, value);
    })
    .trim();
}
