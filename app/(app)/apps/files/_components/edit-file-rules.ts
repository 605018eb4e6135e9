// The file edit form's rules: loaded as the dialog opens (components/forms/zod-rules), so zod is
// not in the library's first load.
import { z } from "zod";
import { splitTags } from "@/lib/files/rules";
import { resourceNameSchema, resourceTagsSchema } from "@/lib/files/schema";

/** The form's fields: the name, and the tags as typed (commas between them). */
export const editFileRules = z.object({
  name: resourceNameSchema,
  tags: z
    .string()
    .transform((text) => splitTags([text]))
    .pipe(resourceTagsSchema),
});
