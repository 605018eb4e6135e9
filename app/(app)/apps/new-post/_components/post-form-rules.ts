// The post form's rules, loaded as the form mounts (components/forms/zod-rules) so zod is not in
// the page's first load: the values' shapes, checked by the API's own schemas (lib/posts/rules.ts
// and plan.ts) so the form refuses exactly what the server would.
import { z } from "zod";
import { pickedFileSchema } from "@/components/files/picked-file";
import { POST_ACTION_TYPES, POST_RECURRENCES, POST_TYPES } from "@/lib/posts/options";
import { plannedTimes } from "@/lib/posts/plan";
import { postContentSchema, postPlanSchema } from "@/lib/posts/rules";
import type { SameType } from "@/lib/validation/same-type";
import type { PostFormValues } from "./post-form-types";
import { contentInput, formFieldOf, planInput, type PostFormContext } from "./post-form-values";

export const postFormValuesSchema = z.object({
  type: z.enum(POST_TYPES),
  title: z.string(),
  secondTitle: z.string(),
  thirdTitle: z.string(),
  description: z.string(),
  secondDescription: z.string(),
  images: z.array(pickedFileSchema),
  validFromDate: z.string(),
  validFromTime: z.string(),
  validToDate: z.string(),
  validToTime: z.string(),
  couponCode: z.string(),
  redeemOnlineUrl: z.string(),
  termsConditions: z.string(),
  actionType: z.union([z.enum(POST_ACTION_TYPES), z.literal("")]),
  url: z.string(),
  utmValue: z.string(),
  /** Null until the user chooses: a post goes to no store by default. */
  target: z.enum(["workspace", "stores"]).nullable(),
  stores: z.array(z.object({ id: z.string(), title: z.string(), verified: z.string().nullish() })),
  mode: z.enum(["NOW", "SCHEDULE", "DRAFT"]),
  publishDate: z.string(),
  publishTime: z.string(),
  recurrence: z.union([z.enum(POST_RECURRENCES), z.literal("")]),
  repeatUntil: z.string(),
});

// The values' type (post-form-types.ts, written out without zod) and this schema agree.
const valuesMatchSchema: SameType<PostFormValues, z.infer<typeof postFormValuesSchema>> = true;
void valuesMatchSchema;
/**
 * The form's schema: its values' shapes, then the API's content and plan rules run over the
 * inputs the form would send, each issue put on the field that shows it.
 */
export function postFormSchema(context: PostFormContext) {
  const content = postContentSchema({ today: context.today });
  return postFormValuesSchema.superRefine((values, ctx) => {
    const issue = (path: string, message: string) => {
      const field = formFieldOf(path);
      if (field) ctx.addIssue({ code: "custom", message, path: [field] });
    };
    const checked = content.safeParse(contentInput(values));
    if (!checked.success) for (const i of checked.error.issues) issue(i.path.join("."), i.message);
    const plan = postPlanSchema.safeParse(planInput(values, context.timeZone, context));
    if (!plan.success) {
      for (const i of plan.error.issues) issue(i.path.join("."), i.message);
    } else if (!context.sent) {
      const times = plannedTimes(plan.data, context.timeZone);
      if (!times.ok) for (const i of times.issues) issue(i.path, i.message);
    }
    if (values.mode === "DRAFT") return;
    if (values.target === null) issue("locationIds", "chooseStores");
    else if (values.target === "stores" && values.stores.length === 0)
      issue("locationIds", "storesRequired");
  });
}
