import type { PostContent } from "@/lib/db/schema";
import type { LocalPostInput, LocalPostMaskPath, LocalPostSchedule } from "@/lib/maps/types-posts";
import { composeSummary, impliedAction, postButtonUrl, SCHEDULED_TYPES } from "./options";

// A post as the maps service takes it (v4 LocalPost): news, call and shop posts are STANDARD with
// their button; events and offers carry their title and dates as event.schedule, offers their
// coupon, link and terms.

const TOPIC: Record<PostContent["type"], LocalPostInput["topicType"]> = {
  BASIC: "STANDARD",
  CALL: "STANDARD",
  SHOP: "STANDARD",
  EVENT: "EVENT",
  OFFER: "OFFER",
};

/** Every field a patch replaces, so a field the edit removed is cleared at the store too. */
export const LOCAL_POST_MASK: readonly LocalPostMaskPath[] = [
  "summary",
  "callToAction",
  "event",
  "offer",
  "media",
  "topicType",
];

function dateAndTime(wall: string) {
  const [date, time] = wall.split("T") as [string, string];
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return { date: { year, month, day }, time: { hours, minutes } };
}

function schedule(validFrom: string, validTo: string): LocalPostSchedule {
  const start = dateAndTime(validFrom);
  const end = dateAndTime(validTo);
  return { startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time };
}

export function toLocalPost(content: PostContent, imageUrls: string[]): LocalPostInput {
  const action = impliedAction(content.type, content.actionType);
  const url = postButtonUrl(content);
  const dated = SCHEDULED_TYPES.includes(content.type) && content.validFrom && content.validTo;
  return {
    topicType: TOPIC[content.type],
    summary: composeSummary(content),
    ...(action ? { callToAction: { actionType: action, ...(url ? { url } : {}) } } : {}),
    ...(dated
      ? {
          event: { title: content.title, schedule: schedule(content.validFrom!, content.validTo!) },
        }
      : {}),
    ...(content.type === "OFFER"
      ? {
          offer: {
            ...(content.couponCode ? { couponCode: content.couponCode } : {}),
            ...(content.redeemOnlineUrl ? { redeemOnlineUrl: content.redeemOnlineUrl } : {}),
            ...(content.termsConditions ? { termsConditions: content.termsConditions } : {}),
          },
        }
      : {}),
    ...(imageUrls.length
      ? { media: imageUrls.map((sourceUrl) => ({ mediaFormat: "PHOTO" as const, sourceUrl })) }
      : {}),
  };
}
