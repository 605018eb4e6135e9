import type { PostFormField } from "./post-form-types";

/** The form's steps in order (spec §3 post form), each with the fields it shows. */
export const POST_STEPS = ["type", "content", "button", "stores", "schedule"] as const;
export type PostStep = (typeof POST_STEPS)[number];

export const STEP_FIELDS: Record<PostStep, PostFormField[]> = {
  type: ["type"],
  content: [
    "title",
    "secondTitle",
    "thirdTitle",
    "description",
    "secondDescription",
    "images",
    "validFromDate",
    "validFromTime",
    "validToDate",
    "validToTime",
    "couponCode",
    "redeemOnlineUrl",
    "termsConditions",
  ],
  button: ["actionType", "url", "utmValue"],
  stores: ["target", "stores"],
  schedule: ["mode", "publishDate", "publishTime", "recurrence", "repeatUntil"],
};

/** What a template keeps: everything but the stores and the plan. */
export const TEMPLATE_FIELDS: PostFormField[] = [
  ...STEP_FIELDS.type,
  ...STEP_FIELDS.content,
  ...STEP_FIELDS.button,
];

/** The step showing `field`. */
export function stepOf(field: string): PostStep | null {
  return POST_STEPS.find((step) => (STEP_FIELDS[step] as string[]).includes(field)) ?? null;
}
