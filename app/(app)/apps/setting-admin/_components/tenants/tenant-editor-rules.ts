// The tenant editor's rules: loaded after the page (components/forms/zod-rules), so zod is not in
// its first load.
import { z } from "zod";
import { tenantInputSchema } from "@/lib/admin/schema";
import { splitDomains } from "./split-domains";

/** The form: the name by the shared one-word rule, a zone, and domains one per line. */
export const tenantEditorRules = z.object({
  name: tenantInputSchema.shape.name,
  timeZone: z.string().min(1, "invalidTimeZone"),
  domains: z.string().superRefine((text, ctx) => {
    const parsed = tenantInputSchema.shape.whitelistedDomains.safeParse(splitDomains(text));
    if (!parsed.success) ctx.addIssue({ code: "custom", message: parsed.error.issues[0].message });
  }),
});
