import { occurrences } from "./options";
import type { PostContentValues, PostPlanValues } from "./rules";
import { addToWallTime, fromWallTime, roundToQuarterHour, toWallTime } from "./time";

/** A minute's grace: a time chosen as "now + 0" in the form is not refused as past on arrival. */
const PAST_GRACE_MS = 60_000;

export type PlannedTimes =
  { ok: true; times: Date[] } | { ok: false; issues: { path: string; message: string }[] };

/** A recurring plan keeps its wall clock across daylight-saving changes. */
export function plannedTimes(
  plan: PostPlanValues,
  timeZone: string,
  now = new Date(),
): PlannedTimes {
  if (plan.mode === "DRAFT") return { ok: true, times: [] };
  if (plan.mode === "NOW") return { ok: true, times: [now] };
  const first = roundToQuarterHour(plan.publishAt!, timeZone);
  const issues = [];
  if (first.getTime() < now.getTime() - PAST_GRACE_MS)
    issues.push({ path: "publishAt", message: "publishAtPast" });
  const firstWall = toWallTime(first, timeZone);
  if (plan.recurrence && plan.repeatUntil && plan.repeatUntil < firstWall.slice(0, 10))
    issues.push({ path: "repeatUntil", message: "repeatUntilBefore" });
  if (issues.length) return { ok: false, issues };
  const walls = occurrences(firstWall, plan.recurrence, plan.repeatUntil);
  return { ok: true, times: walls.map((wall) => fromWallTime(wall, timeZone)) };
}

/** The content of the `index`th occurrence: an event's or offer's dates move with it. */
export function occurrenceContent(
  content: PostContentValues,
  recurrence: PostPlanValues["recurrence"],
  index: number,
): PostContentValues {
  if (!recurrence || index === 0) return content;
  const shift = (wall?: string | null) => (wall ? addToWallTime(wall, recurrence, index) : wall);
  return { ...content, validFrom: shift(content.validFrom), validTo: shift(content.validTo) };
}
