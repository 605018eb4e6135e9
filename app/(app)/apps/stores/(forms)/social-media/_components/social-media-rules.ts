// The social profiles form's rules: loaded after the page (components/forms/zod-rules), so zod is not in its first load.
import { z } from "zod";
import { attributesSchema } from "@/lib/stores/schema";
import { toAttributes, type Links } from "./social-links";

export const socialMediaRules = z.object({
  links: z.custom<Links>().superRefine((links, ctx) => {
    const filled = toAttributes(links, { filledOnly: true });
    const parsed = attributesSchema.safeParse(filled);
    if (parsed.success) return;
    for (const issue of parsed.error.issues) {
      const attribute = filled[issue.path[0] as number];
      const network = attribute?.name.replace("attributes/", "");
      ctx.addIssue({ code: "custom", message: issue.message, path: network ? [network] : [] });
    }
  }),
});
