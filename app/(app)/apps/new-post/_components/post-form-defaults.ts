import type { PickedFile } from "@/components/files/picked-file";
import type { StoreName } from "@/components/forms/store-picker";
import type { PostActionType, PostType } from "@/lib/posts/options";
import type { PostFormValues } from "./post-form-values";

/** A post's or template's content as the API answers it (PostFormContent). */
export type SavedContent = {
  type: PostType;
  title: string;
  secondTitle: string | null;
  thirdTitle: string | null;
  description: string;
  secondDescription: string | null;
  images: PickedFile[];
  validFrom: string | null;
  validTo: string | null;
  redeemOnlineUrl: string | null;
  url: string | null;
  couponCode: string | null;
  termsConditions: string | null;
  actionType: PostActionType | null;
  utmValue: string | null;
};

/** Wall times the form starts from, read on the server once (so server and browser agree). */
export type FormClock = {
  /** The tenant's current quarter hour: an event's start by default. */
  now: string;
  /** The next quarter hour: a plan's first choice. */
  nextQuarter: string;
  /** 23:59 of the month's last day (spec §9). */
  defaultValidTo: string;
};

export type SavedPlan = {
  /** Null for a new post: its stores are the user's choice, never a default. */
  target: "workspace" | "stores" | null;
  stores: StoreName[];
  mode: PostFormValues["mode"];
  /** The wall time it goes out at, when planned. */
  publishAt: string | null;
};

const split = (wall: string | null | undefined): [string, string] => {
  const [date = "", time = ""] = (wall ?? "").split("T");
  return [date, time];
};

/**
 * The form's first values: a blank news post, or the content of a post or template, with the
 * dates an event starts from (now, to the end of the month) when the content has none.
 */
export function initialValues(
  clock: FormClock,
  plan: SavedPlan,
  content?: SavedContent | null,
): PostFormValues {
  const [fromDate, fromTime] = split(content?.validFrom ?? clock.now);
  const [toDate, toTime] = split(content?.validTo ?? clock.defaultValidTo);
  const [publishDate, publishTime] = split(plan.publishAt ?? clock.nextQuarter);
  return {
    type: content?.type ?? "BASIC",
    title: content?.title ?? "",
    secondTitle: content?.secondTitle ?? "",
    thirdTitle: content?.thirdTitle ?? "",
    description: content?.description ?? "",
    secondDescription: content?.secondDescription ?? "",
    images: content?.images.filter((file) => file.kind === "IMAGE") ?? [],
    validFromDate: fromDate,
    validFromTime: fromTime,
    validToDate: toDate,
    validToTime: toTime,
    couponCode: content?.couponCode ?? "",
    redeemOnlineUrl: content?.redeemOnlineUrl ?? "",
    termsConditions: content?.termsConditions ?? "",
    actionType: content?.actionType ?? "",
    url: content?.url ?? "",
    utmValue: content?.utmValue ?? "",
    target: plan.target,
    stores: plan.stores,
    mode: plan.mode,
    publishDate,
    publishTime,
    recurrence: "",
    repeatUntil: "",
  };
}
