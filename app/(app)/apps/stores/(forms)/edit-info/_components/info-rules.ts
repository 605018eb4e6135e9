// The info form's rules: loaded after the page (components/forms/zod-rules), so zod is not in its first load.
import { z } from "zod";
import { infoSchema, openingDateSchema } from "@/lib/stores/schema";

/** The date input's "YYYY-MM-DD"; empty leaves the opening date as it is. */
const openingDateField = z
  .string()
  .transform((text) => {
    if (!text) return undefined;
    const [year, month, day] = text.split("-").map(Number);
    return { year: year!, month: month!, day: day! };
  })
  .pipe(openingDateSchema.optional());

export const infoRules = z.object({
  profile: z.object({ description: infoSchema.shape.description }),
  storeCode: infoSchema.shape.storeCode,
  labels: infoSchema.shape.labels,
  openingDate: openingDateField,
});
