import { z } from "zod";
import {
  keywordIssue,
  RANKING_DEVICES,
  RANKING_FREQUENCIES,
  RANKING_LIMITS,
  repeatedEntries,
} from "@/lib/rankings/rules";
import { SEARCH_LANGUAGES } from "@/lib/serp/locations";
import { boundedText } from "@/lib/validation/bounded-text";
import { domainKey, hostOf, serpFormInput, type SerpFormValues } from "./rules";

// A saved search as the form and the API send it (GraphQL SerpInput). Errors are message keys
// (rankings.validation.*, and the shared validation.* for lengths), on the field and entry at
// fault. Sites and competitors are kept as host names, whatever address was pasted.

const domain = z
  .string()
  .max(RANKING_LIMITS.entry.max, { message: "invalidDomain" })
  .transform((entry, ctx) => {
    const host = hostOf(entry);
    if (host) return host;
    ctx.addIssue({ code: "custom", message: "invalidDomain" });
    return z.NEVER;
  });

/** Host names without repeats ("pizzaroma.es" and "www.pizzaroma.es" are one). */
const domains = z
  .array(domain)
  .max(RANKING_LIMITS.entries, { message: "tooMany" })
  .superRefine((hosts, ctx) => {
    for (const index of repeatedEntries(hosts.map(domainKey)))
      ctx.addIssue({ code: "custom", message: "duplicate", path: [index] });
  })
  .default([]);

export const serpSchema = z
  .object({
    name: boundedText(RANKING_LIMITS.name, { singleLine: true }),
    keyword: boundedText({ min: 1, max: RANKING_LIMITS.keyword.max }, { singleLine: true })
      // On the field itself, so it is told beside the other fields' issues.
      .superRefine((keyword, ctx) => {
        const issue = keywordIssue(keyword);
        if (issue) ctx.addIssue({ code: "custom", message: issue });
      }),
    device: z.enum(RANKING_DEVICES),
    frequency: z.enum(RANKING_FREQUENCIES),
    languageCode: z.enum(SEARCH_LANGUAGES, { message: "invalidLanguage" }),
    /** A store of the tenant the search is made from; none: from the language's country. */
    locationId: z
      .uuid({ message: "invalidId" })
      .nullish()
      .transform((id) => id ?? null),
    sites: domains,
    competitors: domains,
  })
  .superRefine((value, ctx) => {
    // A domain is the tenant's or a competitor's, not both.
    const own = new Set(value.sites.map(domainKey));
    value.competitors.forEach((competitor, index) => {
      if (own.has(domainKey(competitor)))
        ctx.addIssue({ code: "custom", message: "ownSite", path: ["competitors", index] });
    });
  });

export type SerpInput = z.input<typeof serpSchema>;
export type SerpValues = z.output<typeof serpSchema>;

/** The form's rules: its values made the API's input and checked as the server checks them. */
export const serpFormSchema = z
  .custom<SerpFormValues>()
  .transform((values) => serpFormInput(values) as SerpInput)
  .pipe(serpSchema);
