import {
  LOCAL_POST_ACTION_TYPES,
  LOCAL_POST_LIMITS,
  LOCAL_POST_TOPIC_TYPES,
  type LocalPostCallToAction,
  type LocalPostInput,
  type LocalPostOffer,
  type LocalPostTopicType,
} from "@/lib/maps/types";
import { isPlainObject, isWebUrl } from "../validate/values";
import { isBlank, optionalText, refuseField } from "./post-fields";
import { readEvent } from "./post-schedule";

export type PostPhotoSource = { mediaFormat: "PHOTO"; sourceUrl: string };
export type PostDraft = Omit<LocalPostInput, "media"> & { media?: PostPhotoSource[] };

type Json = Record<string, unknown>;

/** The service refuses them without a summary. */
const SUMMARY_TYPES: readonly LocalPostTopicType[] = ["STANDARD", "ALERT"];
const SCHEDULED_TYPES: readonly LocalPostTopicType[] = ["EVENT", "OFFER"];
const LANGUAGE = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/;

function readTopicType(raw: unknown): LocalPostTopicType {
  if (isBlank(raw) || raw === "LOCAL_POST_TOPIC_TYPE_UNSPECIFIED")
    throw refuseField("topicType", "Field is required");
  if (!(LOCAL_POST_TOPIC_TYPES as readonly unknown[]).includes(raw))
    throw refuseField("topicType", `One of ${LOCAL_POST_TOPIC_TYPES.join(", ")}`);
  return raw as LocalPostTopicType;
}

function readLanguage(raw: unknown): string | undefined {
  if (isBlank(raw)) return undefined;
  if (typeof raw !== "string" || !LANGUAGE.test(raw))
    throw refuseField("languageCode", "Must be a BCP 47 language code");
  return raw;
}

/** The service ignores a url given with CALL. */
function readCallToAction(raw: unknown): LocalPostCallToAction | undefined {
  if (isBlank(raw)) return undefined;
  if (!isPlainObject(raw)) throw refuseField("callToAction", "Must be an object");
  const { actionType, url } = raw;
  if (isBlank(actionType) || actionType === "ACTION_TYPE_UNSPECIFIED")
    throw refuseField("callToAction.actionType", "Field is required");
  if (!(LOCAL_POST_ACTION_TYPES as readonly unknown[]).includes(actionType))
    throw refuseField("callToAction.actionType", `One of ${LOCAL_POST_ACTION_TYPES.join(", ")}`);
  if (actionType === "CALL") return { actionType };
  if (isBlank(url)) throw refuseField("callToAction.url", `Required for a ${actionType} button`);
  if (!isWebUrl(url)) throw refuseField("callToAction.url", "Must be a valid http or https URL");
  return { actionType: actionType as LocalPostCallToAction["actionType"], url };
}

function readOffer(raw: unknown, topicType: LocalPostTopicType): LocalPostOffer | undefined {
  if (isBlank(raw)) return undefined;
  if (topicType !== "OFFER") throw refuseField("offer", "Only an OFFER post has an offer");
  if (!isPlainObject(raw)) throw refuseField("offer", "Must be an object");
  const couponCode = optionalText(
    raw.couponCode,
    "offer.couponCode",
    LOCAL_POST_LIMITS.couponCodeMax,
  );
  const termsConditions = optionalText(
    raw.termsConditions,
    "offer.termsConditions",
    LOCAL_POST_LIMITS.termsConditionsMax,
  );
  const url = raw.redeemOnlineUrl;
  if (!isBlank(url) && !isWebUrl(url))
    throw refuseField("offer.redeemOnlineUrl", "Must be a valid http or https URL");
  return {
    ...(couponCode ? { couponCode } : {}),
    ...(!isBlank(url) ? { redeemOnlineUrl: url as string } : {}),
    ...(termsConditions ? { termsConditions } : {}),
  };
}

function readMedia(raw: unknown): PostPhotoSource[] | undefined {
  if (isBlank(raw)) return undefined;
  if (!Array.isArray(raw)) throw refuseField("media", "Must be a list");
  if (raw.length > LOCAL_POST_LIMITS.media)
    throw refuseField("media", `At most ${LOCAL_POST_LIMITS.media} photos`);
  return raw.map((item: unknown, i): PostPhotoSource => {
    const field = `media[${i}]`;
    const entry: Json = isPlainObject(item) ? item : {};
    if (isBlank(entry.mediaFormat)) throw refuseField(`${field}.mediaFormat`, "Field is required");
    if (entry.mediaFormat !== "PHOTO")
      throw refuseField(`${field}.mediaFormat`, "A local post takes photos only (PHOTO)");
    const sourceUrl = entry.sourceUrl;
    if (isBlank(sourceUrl)) throw refuseField(`${field}.sourceUrl`, "Field is required");
    let url: URL | null = null;
    try {
      url = typeof sourceUrl === "string" ? new URL(sourceUrl.trim()) : null;
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== "http:" && url.protocol !== "https:"))
      throw refuseField(`${field}.sourceUrl`, "Must be an http or https URL");
    return { mediaFormat: "PHOTO", sourceUrl: url.toString() };
  });
}

// Output-only fields (name, state, times, searchUrl) are ignored.
export function readLocalPost(body: Json): PostDraft {
  const topicType = readTopicType(body.topicType);
  const languageCode = readLanguage(body.languageCode);
  const summary = optionalText(body.summary, "summary", LOCAL_POST_LIMITS.summaryMax);
  if (!summary && SUMMARY_TYPES.includes(topicType))
    throw refuseField("summary", `Required for a ${topicType} post`);
  const scheduled = SCHEDULED_TYPES.includes(topicType);
  if (!scheduled && !isBlank(body.event))
    throw refuseField("event", "Only an EVENT or OFFER post has an event");
  const event = scheduled ? readEvent(body.event, topicType) : undefined;
  const offer = readOffer(body.offer, topicType);
  const callToAction = readCallToAction(body.callToAction);
  const media = readMedia(body.media);
  return {
    topicType,
    ...(languageCode ? { languageCode } : {}),
    ...(summary ? { summary } : {}),
    ...(event ? { event } : {}),
    ...(offer && Object.keys(offer).length ? { offer } : {}),
    ...(callToAction ? { callToAction } : {}),
    ...(media?.length ? { media } : {}),
  };
}
