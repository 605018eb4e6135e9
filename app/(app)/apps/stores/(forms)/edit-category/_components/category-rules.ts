// The categories form's rules: loaded after the page (components/forms/zod-rules), so zod is not in its first load.
import { z } from "zod";
import { categoriesSchema } from "@/lib/stores/schema";

export const categoryRules = z.object({
  categories: categoriesSchema,
  attributes: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});
