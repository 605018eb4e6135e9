import {
  LOCAL_POST_LIMITS,
  type LocalPostEvent,
  type LocalPostSchedule,
  type LocalPostTopicType,
  type PostTimeOfDay,
} from "@/lib/maps/types";
import type { GoogleDate } from "@/lib/maps/types-performance";
import { dayNumber, isFullDate, isPlainObject } from "../validate/values";
import { isBlank, optionalText, refuseField } from "./post-fields";

// Without times the event runs from the start of its first day to the end of its last.

const whole = (n: unknown, max: number) =>
  n === undefined || (Number.isInteger(n) && (n as number) >= 0 && (n as number) <= max);

function readDate(raw: unknown, field: string): GoogleDate {
  if (raw === undefined || raw === null) throw refuseField(field, "Field is required");
  if (!isFullDate(raw)) throw refuseField(field, "Must be a full date (year, month and day)");
  return { year: raw.year, month: raw.month, day: raw.day };
}

/** 24:00 is allowed, as the end of a day. */
function readTime(raw: unknown, field: string): PostTimeOfDay | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isPlainObject(raw)) throw refuseField(field, "Must be a time of day");
  const { hours, minutes, seconds, nanos } = raw;
  const valid =
    whole(hours, 24) &&
    whole(minutes, 59) &&
    whole(seconds, 59) &&
    whole(nanos, 999_999_999) &&
    (hours !== 24 || (!minutes && !seconds && !nanos));
  if (!valid) throw refuseField(field, "Must be a valid time of day");
  const time: PostTimeOfDay = {};
  if (hours) time.hours = hours as number;
  if (minutes) time.minutes = minutes as number;
  if (seconds) time.seconds = seconds as number;
  if (nanos) time.nanos = nanos as number;
  return time;
}

function secondsOf(time: PostTimeOfDay): number {
  return (
    (time.hours ?? 0) * 3600 +
    (time.minutes ?? 0) * 60 +
    (time.seconds ?? 0) +
    (time.nanos ?? 0) / 1e9
  );
}

function readSchedule(raw: unknown): LocalPostSchedule {
  const field = "event.schedule";
  if (raw === undefined || raw === null) throw refuseField(field, "Field is required");
  if (!isPlainObject(raw)) throw refuseField(field, "Must be an object");
  const startDate = readDate(raw.startDate, `${field}.startDate`);
  const endDate = readDate(raw.endDate, `${field}.endDate`);
  const startTime = readTime(raw.startTime, `${field}.startTime`);
  const endTime = readTime(raw.endTime, `${field}.endTime`);
  const days = dayNumber(endDate) - dayNumber(startDate);
  const sameDayBackwards =
    days === 0 && startTime && endTime && secondsOf(endTime) < secondsOf(startTime);
  if (days < 0 || sameDayBackwards) throw refuseField(field, "The end is before the start");
  return {
    startDate,
    ...(startTime ? { startTime } : {}),
    endDate,
    ...(endTime ? { endTime } : {}),
  };
}

export function readEvent(raw: unknown, topicType: LocalPostTopicType): LocalPostEvent {
  if (isBlank(raw)) throw refuseField("event", `Required for an ${topicType} post`);
  if (!isPlainObject(raw)) throw refuseField("event", "Must be an object");
  const title = optionalText(raw.title, "event.title", LOCAL_POST_LIMITS.eventTitleMax);
  if (!title) throw refuseField("event.title", `Required for an ${topicType} post`);
  return { title, schedule: readSchedule(raw.schedule) };
}
