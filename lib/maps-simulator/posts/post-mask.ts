import { parseMask } from "../update-mask";
import { isPlainObject } from "../validate/values";

const FIELDS = new Set([
  "languageCode",
  "summary",
  "callToAction",
  "event",
  "media",
  "topicType",
  "offer",
]);
const SUBPATHS = new Set([
  "callToAction.actionType",
  "callToAction.url",
  "event.title",
  "event.schedule",
  "offer.couponCode",
  "offer.redeemOnlineUrl",
  "offer.termsConditions",
]);
const OUTPUT_ONLY = new Set(["name", "state", "createTime", "updateTime", "searchUrl"]);

/** Google reads mask paths in either case. */
const camel = (path: string) =>
  path.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

function problemOf(path: string): string | null {
  if (!/^[A-Za-z]+(\.[A-Za-z]+)?$/.test(path)) return "Invalid field mask path";
  if (OUTPUT_ONLY.has(path.split(".")[0]!)) return "Field is output only";
  return FIELDS.has(path) || SUBPATHS.has(path) ? null : "Unknown field";
}

export function parsePostMask(raw: string | null): string[] {
  return parseMask(raw, problemOf, camel);
}

type Json = Record<string, unknown>;

// A masked path the body leaves out is cleared (FieldMask semantics).
export function applyPostMask(current: Json, body: Json, paths: readonly string[]): Json {
  const next = structuredClone(current);
  for (const path of paths) {
    const [top, part] = path.split(".") as [string, string | undefined];
    const given =
      part === undefined ? body[top] : isPlainObject(body[top]) ? body[top][part] : undefined;
    if (part === undefined) {
      if (given === undefined || given === null) delete next[top];
      else next[top] = structuredClone(given);
      continue;
    }
    const parent: Json = isPlainObject(next[top]) ? next[top] : {};
    if (given === undefined || given === null) delete parent[part];
    else parent[part] = structuredClone(given);
    next[top] = parent;
  }
  return next;
}
