import { BUSINESS_MESSAGES_MAX_TEXT } from "@/lib/maps/business-messages-limits";

/** A reply is one Business Messages message: its text limit is the provider's. */
export const MAX_REPLY_LENGTH = BUSINESS_MESSAGES_MAX_TEXT;
export const MAX_TEMPLATE_NAME = 80;
export const MAX_SEARCH_LENGTH = 100;
export const MAX_CONVERSATIONS_PAGE = 100;

/** The placeholders a quick reply may hold, filled in when it is picked. */
export const TEMPLATE_VARIABLES = ["firstName", "storeName"] as const;
export type TemplateVariables = Record<(typeof TEMPLATE_VARIABLES)[number], string>;

export function fillTemplate(body: string, values: TemplateVariables): string {
  return body.replace(/\{(firstName|storeName)\}/g, (_match, name: keyof TemplateVariables) =>
    values[name].trim(),
  );
}

/** "María G." → "María". */
export function firstNameOf(customerName: string): string {
  return customerName.trim().split(/\s+/)[0] ?? "";
}
