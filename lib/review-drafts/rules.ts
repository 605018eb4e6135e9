// Pure (the drafts list runs it too). A draft may be approved only when it passes the reply rules:
// the reply's own length and placeholder rules (lib/reviews/schema's replyCommentSchema, the one
// source of them), the brand voice's length and words to avoid, no promise of a refund, and no
// phone number but the store's own.
import { findPhoneNumbersInText, type CountryCode } from "libphonenumber-js";
import { replyCommentSchema } from "@/lib/reviews/schema";
import type { BrandTone, Formality } from "./voice-options";

export const DRAFT_STATUSES = ["DRAFT", "APPROVED", "DISCARDED"] as const;
export type DraftStatus = (typeof DRAFT_STATUSES)[number];

export const DRAFT_LIMITS = {
  maxLength: { min: 50, max: 400 },
  signOff: 80,
  avoidWords: 50,
  avoidWord: 40,
  /** Reviews one "Draft replies" drafts; a larger selection is drafted again in further rounds. */
  bulk: 50,
  /** Model calls at once while drafting in bulk. */
  concurrency: 4,
  /** Drafts one approve or discard names. */
  decide: 100,
  modelTimeoutMs: 20_000,
} as const;

export type BrandVoice = {
  tone: BrandTone;
  formality: Formality;
  signOff: string;
  avoidWords: string[];
  maxLength: number;
};

export const DEFAULT_BRAND_VOICE: BrandVoice = {
  tone: "WARM",
  formality: "USTED",
  signOff: "",
  avoidWords: [],
  maxLength: 400,
};

export type DraftViolationCode =
  "EMPTY" | "TOO_LONG" | "PLACEHOLDER" | "FORBIDDEN_WORD" | "REFUND_PROMISE" | "PHONE_NUMBER";
export type DraftViolation = { code: DraftViolationCode; detail?: string };

/** Lower case without accents, so "Barato" and "baráto" read alike. */
export const foldText = (text: string) =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

// A promise to give money back, in either language; a reply may still say sorry.
const REFUND_PROMISES = [
  /\brefund(s|ed|ing)?\b/,
  /\bmoney back\b/,
  /\breimburs/,
  /\bcompensat(e|ion)\b/,
  /\breembols/,
  /\bdevolver(le|te|les)?\s+(el|su|tu|todo el)?\s*dinero\b/,
  /\bdevoluci[o]n\s+(del|de su|de tu)\s+dinero\b/,
  /\ble devolvemos\b|\bte devolvemos\b/,
  /\bcompensaci[o]n\b/,
];

function wordPattern(word: string): RegExp {
  const escaped = foldText(word.trim()).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, "u");
}

/** The phone numbers in `text`, as E.164 ("+34911234567"). */
export function phonesIn(text: string, country: string | null | undefined): string[] {
  const found = findPhoneNumbersInText(text, {
    defaultCountry: (country || "ES").toUpperCase() as CountryCode,
  });
  return found.map((match) => match.number.number);
}

export type DraftCheckContext = {
  voice: Pick<BrandVoice, "avoidWords" | "maxLength">;
  /** The store's own phone numbers (E.164); any other number is refused. */
  storePhones?: readonly string[];
  /** The store's country, to read numbers written without a country code. */
  regionCode?: string | null;
};

/** Every rule the text breaks, each once; none means it may be approved. */
export function checkDraft(text: string, context: DraftCheckContext): DraftViolation[] {
  const violations: DraftViolation[] = [];
  const trimmed = text.trim();
  if (!trimmed) return [{ code: "EMPTY" }];
  const maxLength = Math.min(context.voice.maxLength, DRAFT_LIMITS.maxLength.max);
  if (trimmed.length > maxLength) violations.push({ code: "TOO_LONG", detail: String(maxLength) });
  const reply = replyCommentSchema.safeParse(trimmed);
  if (!reply.success) {
    const messages = reply.error.issues.map((issue) => issue.message);
    if (messages.some((m) => m === "unknownPlaceholder" || m === "unfilledPlaceholder"))
      violations.push({ code: "PLACEHOLDER" });
    else if (!violations.some((v) => v.code === "TOO_LONG"))
      violations.push({ code: "TOO_LONG", detail: String(maxLength) });
  }
  const folded = foldText(trimmed);
  for (const word of context.voice.avoidWords)
    if (word.trim() && wordPattern(word).test(folded))
      violations.push({ code: "FORBIDDEN_WORD", detail: word.trim() });
  if (REFUND_PROMISES.some((pattern) => pattern.test(folded)))
    violations.push({ code: "REFUND_PROMISE" });
  const own = new Set(context.storePhones ?? []);
  for (const phone of new Set(phonesIn(trimmed, context.regionCode)))
    if (!own.has(phone)) violations.push({ code: "PHONE_NUMBER", detail: phone });
  return violations;
}
