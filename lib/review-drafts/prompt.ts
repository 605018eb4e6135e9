// Pure. What a language model is told to draft one reply: only this review, this store and this
// tenant's voice and templates; nothing of any other review, store or tenant.
import type { DraftLanguage, DraftSubject } from "./offline";
import type { BrandVoice } from "./rules";

export type DraftPromptInput = {
  subject: DraftSubject & { comment: string | null };
  voice: BrandVoice;
  templates: readonly { name: string; body: string }[];
};

const LANGUAGE_NAME: Record<DraftLanguage, string> = { es: "Spanish", en: "English" };

const TONE: Record<BrandVoice["tone"], string> = {
  WARM: "warm and caring",
  FRIENDLY: "friendly and upbeat",
  PROFESSIONAL: "professional and courteous",
  CONCISE: "brief and to the point",
};

export function draftPrompt({ subject, voice, templates }: DraftPromptInput): {
  system: string;
  prompt: string;
} {
  const rules = [
    `Write the reply in ${LANGUAGE_NAME[subject.language]}, the reviewer's language.`,
    `Tone: ${TONE[voice.tone]}.`,
    subject.language === "es"
      ? `Address the reviewer as "${voice.formality === "USTED" ? "usted" : "tú"}".`
      : "",
    `At most ${voice.maxLength} characters in total.`,
    "Never promise a refund, money back or any compensation.",
    "Never include a phone number, email address or link.",
    "Never use placeholders in braces; write the names out.",
    voice.avoidWords.length ? `Never use these words: ${voice.avoidWords.join(", ")}.` : "",
    voice.signOff ? `End with this sign-off on its own line: ${voice.signOff}` : "",
    "Answer with the reply text only.",
  ].filter(Boolean);
  const system = [
    "You draft public replies from a business to Google reviews of one of its stores.",
    ...rules,
  ].join("\n");
  const examples = templates.length
    ? [
        "The business's own reply templates, as examples of its style:",
        ...templates.slice(0, 5).map((t) => `- ${t.body}`),
      ]
    : [];
  const prompt = [
    `Store: ${subject.values.storeName}${subject.values.city ? `, ${subject.values.city}` : ""}`,
    `Reviewer's first name: ${subject.values.firstName || "(anonymous)"}`,
    `Stars: ${subject.rating} of 5`,
    `Review: ${subject.comment?.trim() || "(no comment, stars only)"}`,
    ...examples,
  ].join("\n");
  return { system, prompt };
}
