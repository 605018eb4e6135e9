import { z } from "zod";
import { boundedText } from "@/lib/validation/bounded-text";
import { PROFILE_LIMITS, VERTICALS } from "./details-options";

// Keywords and vertical of /pages/profile; kept apart from schema.ts so those editors do not ship
// the phone-number library. Messages are keys of the `profile.validation` namespace, but for the
// shared `validation` namespace's tooLong.

export { PROFILE_LIMITS, VERTICALS, type Vertical } from "./details-options";

/** Spec §5: a keyword has at least 3 letters; repeated keywords are rejected. */
export const keywordSchema = boundedText({ max: PROFILE_LIMITS.keyword }).refine(
  (value) => (value.match(/\p{L}/gu) ?? []).length >= 3,
  { message: "KEYWORD_TOO_SHORT" },
);

export const keywordsSchema = z
  .array(keywordSchema)
  .max(PROFILE_LIMITS.keywords, { message: "TOO_MANY_KEYWORDS" })
  .refine((list) => new Set(list.map((k) => k.toLowerCase())).size === list.length, {
    message: "DUPLICATE_KEYWORD",
  });

export const verticalSchema = z.enum(VERTICALS, { message: "VERTICAL_INVALID" }).nullable();
