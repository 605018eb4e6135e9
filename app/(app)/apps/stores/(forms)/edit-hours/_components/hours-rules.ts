// The hours form's rules: loaded after the page (components/forms/zod-rules), so zod is not in its first load.
import { z } from "zod";
import { specialDaysFormSchema, weekFormSchema } from "@/components/stores/form-schemas";

/** A store that has no regular hours may keep none: an all-closed week then means "not set". */
export const hoursRules = (hasRegularHours: boolean) =>
  z.object({
    regularHours: weekFormSchema({ unsetAllowed: !hasRegularHours }),
    specialHours: specialDaysFormSchema,
  });
