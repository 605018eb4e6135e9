// The post form's values as the form holds them, written out without zod so the steps, the values'
// helpers and the rules (post-form-rules.ts, which checks its schema reads exactly this) share them.
import type { PickedFile } from "@/components/files/picked-file";
import type { PostActionType, PostRecurrence, PostType } from "@/lib/posts/options";

export type PostFormValues = {
  type: PostType;
  title: string;
  secondTitle: string;
  thirdTitle: string;
  description: string;
  secondDescription: string;
  images: PickedFile[];
  validFromDate: string;
  validFromTime: string;
  validToDate: string;
  validToTime: string;
  couponCode: string;
  redeemOnlineUrl: string;
  termsConditions: string;
  actionType: PostActionType | "";
  url: string;
  utmValue: string;
  /** Null until the user chooses: a post goes to no store by default. */
  target: "workspace" | "stores" | null;
  stores: { id: string; title: string; verified?: string | null }[];
  mode: "NOW" | "SCHEDULE" | "DRAFT";
  publishDate: string;
  publishTime: string;
  recurrence: PostRecurrence | "";
  repeatUntil: string;
};

export type PostFormField = keyof PostFormValues;
