// Pure. The offline drafter: a reply composed, with no model, from the review's language and
// stars, the store, the tenant's own reply templates and its brand voice. Deterministic for one
// review, so a redraft gives the same text.
import {
  fillTemplate,
  unknownPlaceholders,
  type TemplateValues,
} from "@/lib/reviews/template-vars";
import { foldText, type BrandVoice } from "./rules";

export type DraftLanguage = "es" | "en";

export type DraftSubject = {
  reviewId: string;
  language: DraftLanguage;
  rating: number;
  hasComment: boolean;
  values: TemplateValues;
};

type Bucket = "negative" | "neutral" | "positive";
const bucketOf = (rating: number): Bucket =>
  rating <= 2 ? "negative" : rating === 3 ? "neutral" : "positive";

const ES_WORDS = /\b(gracias|lamentamos|sentimos|su|tu|visita|esperamos|nos|muchas|saludos)\b/;
const EN_WORDS = /\b(thank|thanks|sorry|your|visit|hope|we|us|again|regards)\b/;

/** The language a template is written in, by its most frequent telltale words. */
function templateLanguage(body: string): DraftLanguage | null {
  const folded = foldText(body);
  const es = (folded.match(new RegExp(ES_WORDS, "g")) ?? []).length;
  const en = (folded.match(new RegExp(EN_WORDS, "g")) ?? []).length;
  if (es === en) return null;
  return es > en ? "es" : "en";
}

function templateBucket(name: string, body: string): Bucket | null {
  const text = foldText(`${name} ${body}`);
  if (/lament|sentimos|disculp|sorry|apolog|negativ|queja|complaint/.test(text)) return "negative";
  if (/gracias|thank|positiv|encant|glad|alegr/.test(text)) return "positive";
  return null;
}

function pick<T>(items: readonly T[], seed: string): T {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return items[hash % items.length]!;
}

const PHRASES = {
  es: {
    USTED: {
      greeting: (name: string) => (name ? `Estimado/a ${name}:` : "Estimado/a cliente:"),
      negative: [
        "Lamentamos mucho que su experiencia en {storeName} no haya estado a la altura. Tomamos nota de lo que nos cuenta para mejorar.",
        "Sentimos de verdad lo ocurrido en {storeName}. Su comentario ya está en manos del equipo del local para corregirlo.",
      ],
      neutral: [
        "Gracias por contarnos su visita a {storeName}. Tomamos nota de lo que podemos mejorar.",
      ],
      positive: ["¡Muchas gracias por su reseña! Nos alegra que haya disfrutado de {storeName}."],
      invite: {
        negative: "Le esperamos de nuevo para demostrarle que podemos hacerlo mejor.",
        neutral: "Esperamos verle pronto de nuevo.",
        positive: "Le esperamos pronto.",
      },
    },
    TU: {
      greeting: (name: string) => (name ? `Hola, ${name}:` : "Hola:"),
      negative: [
        "Sentimos mucho que tu experiencia en {storeName} no haya sido buena. Tomamos nota de lo que nos cuentas para mejorar.",
        "Lamentamos de verdad lo que pasó en {storeName}. Tu comentario ya está en manos del equipo del local.",
      ],
      neutral: [
        "Gracias por contarnos tu visita a {storeName}. Tomamos nota de lo que podemos mejorar.",
      ],
      positive: ["¡Muchas gracias por tu reseña! Nos alegra que hayas disfrutado de {storeName}."],
      invite: {
        negative: "Te esperamos de nuevo para demostrarte que podemos hacerlo mejor.",
        neutral: "Esperamos verte pronto de nuevo.",
        positive: "¡Te esperamos pronto!",
      },
    },
  },
  en: {
    greeting: (name: string) => (name ? `Hi ${name},` : "Hello,"),
    negative: [
      "We're sorry your visit to {storeName} fell short. We've shared your feedback with the store team so we can do better.",
      "Thank you for telling us about your experience at {storeName}, and we apologise that it wasn't what you expected.",
    ],
    neutral: ["Thanks for sharing your visit to {storeName}. We've noted what we can improve."],
    positive: ["Thank you so much for your review! We're glad you enjoyed {storeName}."],
    invite: {
      negative: "We hope to welcome you back and show you a better experience.",
      neutral: "We hope to see you again soon.",
      positive: "See you again soon!",
    },
  },
} as const;

const TONE_CLOSING = {
  es: {
    WARM: "Un cordial saludo.",
    FRIENDLY: "¡Un abrazo!",
    PROFESSIONAL: "Atentamente.",
    CONCISE: "",
  },
  en: { WARM: "Warm regards.", FRIENDLY: "Cheers!", PROFESSIONAL: "Kind regards.", CONCISE: "" },
} as const;

/** Whole sentences up to `max` characters; a single long one is cut at a word. */
function fit(parts: string[], max: number): string {
  let text = "";
  for (const part of parts.filter(Boolean)) {
    const next = text ? `${text} ${part}` : part;
    if (next.length > max) break;
    text = next;
  }
  if (text) return text;
  const first = parts.find(Boolean) ?? "";
  return first.slice(0, max).replace(/\s+\S*$/, "");
}

function withoutAvoided(sentences: string[], avoid: string[]): string[] {
  if (avoid.length === 0) return sentences;
  const folded = avoid.map((word) => foldText(word.trim())).filter(Boolean);
  return sentences.filter((sentence) => !folded.some((word) => foldText(sentence).includes(word)));
}

export function offlineDraft(
  subject: DraftSubject,
  voice: BrandVoice,
  templates: readonly { name: string; body: string }[],
): string {
  const bucket = bucketOf(subject.rating);
  const phrases = subject.language === "es" ? PHRASES.es[voice.formality] : PHRASES.en;
  const fill = (text: string) => fillTemplate(text, subject.values);
  // The tenant's own template for this language and kind of review, when it has one.
  const own = templates.filter(
    (template) =>
      unknownPlaceholders(template.body).length === 0 &&
      templateLanguage(template.body) === subject.language &&
      templateBucket(template.name, template.body) === bucket,
  );
  const body = own.length
    ? fill(pick(own, subject.reviewId).body)
    : `${fill(phrases.greeting(subject.values.firstName))} ${fill(pick(phrases[bucket], subject.reviewId))}`;
  const invite = voice.tone === "CONCISE" ? "" : phrases.invite[bucket];
  const closing = TONE_CLOSING[subject.language][voice.tone];
  const signOff = voice.signOff.trim();
  const sentences = withoutAvoided([body, invite, closing], voice.avoidWords);
  const tail = signOff ? `\n${signOff}` : "";
  return `${fit(sentences, voice.maxLength - tail.length)}${tail}`.trim();
}
