// The new store form's rules: loaded after the page (components/forms/zod-rules), so zod is not in
// its first load.
import { z } from "zod";
import { issuePath, latlngFormSchema, phoneIssuesOf } from "@/components/stores/form-schemas";
import { createLocationSchema, phoneNumbersSchema, websiteUriSchema } from "@/lib/stores/schema";

type Phones = { primaryPhone: string; additionalPhones: string[] };
const blank = (value: unknown) => (typeof value === "string" && !value.trim() ? undefined : value);
const noPhones = (value: unknown) => {
  const phones = value as Phones;
  return [phones.primaryPhone, ...phones.additionalPhones].every((p) => !p.trim())
    ? undefined
    : value;
};

/** createLocation's rules, with the optional phones and website left blank in the form. */
export const createStoreRules = createLocationSchema
  .omit({ latlng: true, phoneNumbers: true, websiteUri: true, regularHours: true })
  .extend({
    latlng: latlngFormSchema,
    phoneNumbers: z.preprocess(noPhones, phoneNumbersSchema.optional()),
    websiteUri: z.preprocess(blank, websiteUriSchema.optional()),
  })
  .superRefine((store, ctx) => {
    if (!store.phoneNumbers) return;
    for (const issue of phoneIssuesOf(store.phoneNumbers, store.storefrontAddress.regionCode))
      ctx.addIssue({
        code: "custom",
        message: issue.message,
        path: ["phoneNumbers", ...issuePath(issue.path)],
      });
  });
