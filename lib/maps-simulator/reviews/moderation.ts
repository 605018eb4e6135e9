import { foldText } from "@/lib/format/text";
import type { ReviewReply, ReviewReplyState } from "@/lib/maps/types";

// Decided at read time from the reply's text and updateTime alone (no timers, nothing stored), so
// every read agrees and a person can provoke a rejection on purpose.

/** In the order the rules are checked. */
export const POLICY_VIOLATIONS = ["PERSONAL_INFORMATION", "LINKS", "PROFANITY"] as const;
export type PolicyViolation = (typeof POLICY_VIOLATIONS)[number];

export const DEFAULT_MODERATION_MS = 30_000;

const EMAIL = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;
const PHONE = /\+?\d(?:[\s()-]*\d){6,}/;
const LINK =
  /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(?:com|net|org|info|biz|io|app|shop|store|es|ar|mx|co|cl|pe|uy|uk|us)\b/i;
/** Matched as whole words. */
const PROFANITY = [
  "fuck",
  "fucking",
  "shit",
  "bitch",
  "asshole",
  "bastard",
  "idiot",
  "stupid",
  "mierda",
  "puta",
  "puto",
  "pendejo",
  "idiota",
  "estupido",
  "imbecil",
  "carajo",
  "cabron",
  "boludo",
  "gilipollas",
];

const plain = foldText;

export function policyViolationOf(comment: string): PolicyViolation | null {
  if (EMAIL.test(comment) || PHONE.test(comment)) return "PERSONAL_INFORMATION";
  if (LINK.test(comment)) return "LINKS";
  const words = new Set(plain(comment).split(/[^\p{L}]+/u));
  if (PROFANITY.some((word) => words.has(word))) return "PROFANITY";
  return null;
}

export function moderatedReply(
  reply: ReviewReply,
  now: number,
  moderationMs = DEFAULT_MODERATION_MS,
): ReviewReply {
  const { comment, updateTime } = reply;
  if (now - Date.parse(updateTime) < moderationMs)
    return { comment, updateTime, reviewReplyState: "PENDING" };
  const violation = policyViolationOf(comment);
  const reviewReplyState: ReviewReplyState = violation ? "REJECTED" : "APPROVED";
  return violation
    ? { comment, updateTime, reviewReplyState, policyViolation: violation }
    : { comment, updateTime, reviewReplyState };
}
