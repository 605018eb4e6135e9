// The schedule dialog's rules: loaded as the dialog opens (components/forms/zod-rules), so zod is
// not part of what the report page loads.
import { z } from "zod";
import { recipientsSchema } from "@/lib/reports/schema";
import { REPORT_FORMATS, REPORT_FREQUENCIES, splitRecipients } from "@/lib/reports/constants";

/** The form's own shape: recipients typed in one box, checked by the shared rule. */
export const shareScheduleRules = z.object({
  frequency: z.enum(REPORT_FREQUENCIES),
  format: z.enum(REPORT_FORMATS),
  recipients: z.string().transform(splitRecipients).pipe(recipientsSchema),
});
