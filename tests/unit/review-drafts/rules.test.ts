import { describe, expect, it } from "vitest";
import { offlineDraft } from "@/lib/review-drafts/offline";
import { draftPrompt } from "@/lib/review-drafts/prompt";
import { checkDraft, DEFAULT_BRAND_VOICE, type BrandVoice } from "@/lib/review-drafts/rules";

const voice = { avoidWords: ["barato"], maxLength: 200 };
const codes = (text: string, storePhones: string[] = []) =>
  checkDraft(text, { voice, storePhones, regionCode: "ES" }).map((v) => v.code);

describe("checkDraft", () => {
  it("passes a plain reply", () => {
    expect(codes("Gracias por tu visita, te esperamos pronto.")).toEqual([]);
  });

  it("refuses words to avoid as whole words, with or without accents and case", () => {
    expect(codes("Es más BARATO que nunca")).toEqual(["FORBIDDEN_WORD"]);
    expect(codes("Es más baratísimo")).toEqual([]);
  });

  it("refuses refund promises in either language", () => {
    expect(codes("We will refund your order")).toContain("REFUND_PROMISE");
    expect(codes("Te devolvemos el dinero sin problema")).toContain("REFUND_PROMISE");
    expect(codes("Le ofrecemos un reembolso completo")).toContain("REFUND_PROMISE");
  });

  it("refuses phone numbers but the store's own", () => {
    expect(codes("Llámanos al 612 345 678")).toEqual(["PHONE_NUMBER"]);
    expect(codes("Llámanos al 612 345 678", ["+34612345678"])).toEqual([]);
  });

  it("applies the reply's own rules: length and placeholders", () => {
    expect(codes("x".repeat(201))).toEqual(["TOO_LONG"]);
    expect(codes("Hola {nombre}, gracias")).toEqual(["PLACEHOLDER"]);
    expect(codes("   ")).toEqual(["EMPTY"]);
  });
});

const subject = (over: Partial<Parameters<typeof offlineDraft>[0]> = {}) => ({
  reviewId: "r1",
  language: "es" as const,
  rating: 1,
  hasComment: true,
  values: { firstName: "Lucía", storeName: "Acme Centro", city: "Madrid" },
  ...over,
});

describe("offlineDraft", () => {
  const tu: BrandVoice = { ...DEFAULT_BRAND_VOICE, formality: "TU", signOff: "Equipo Acme" };

  it("writes in the review's language and formality, with the sign-off, within the limit", () => {
    const text = offlineDraft(subject(), tu, []);
    expect(text).toMatch(/^Hola, Lucía:/);
    expect(text).toMatch(/tu experiencia|Tu comentario/);
    expect(text.endsWith("Equipo Acme")).toBe(true);
    expect(checkDraft(text, { voice: tu })).toEqual([]);
    const formal = offlineDraft(subject(), DEFAULT_BRAND_VOICE, []);
    expect(formal).toMatch(/Estimado\/a Lucía/);
    const english = offlineDraft(subject({ language: "en", rating: 5 }), DEFAULT_BRAND_VOICE, []);
    expect(english).toMatch(/Thank you/);
    const short = offlineDraft(subject(), { ...tu, maxLength: 80 }, []);
    expect(short.length).toBeLessThanOrEqual(80);
  });

  it("uses the tenant's template for the language and kind of review", () => {
    const templates = [
      { name: "Disculpa", body: "Lamentamos lo ocurrido, {firstName}. Nos vemos en {storeName}." },
      { name: "Thanks", body: "Thank you {firstName}, see you at {storeName}!" },
    ];
    expect(offlineDraft(subject(), tu, templates)).toContain(
      "Lamentamos lo ocurrido, Lucía. Nos vemos en Acme Centro.",
    );
  });
});

describe("draftPrompt", () => {
  it("holds only this review, store and voice", () => {
    const { system, prompt } = draftPrompt({
      subject: { ...subject(), comment: "La espera fue eterna" },
      voice: { ...DEFAULT_BRAND_VOICE, avoidWords: ["barato"] },
      templates: [{ name: "t", body: "Gracias {firstName}" }],
    });
    expect(system).toContain("Spanish");
    expect(system).toContain("usted");
    expect(system).toContain("barato");
    expect(prompt).toContain("La espera fue eterna");
    expect(prompt).toContain("Acme Centro, Madrid");
  });
});
