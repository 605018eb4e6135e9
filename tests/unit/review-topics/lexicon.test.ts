import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { analyzeReview } from "@/lib/review-topics/lexicon";
import { evaluate, isHeldOut, type LabelledReview } from "@/lib/review-topics/evaluate";
import type { TopicDefinition } from "@/lib/review-topics/topics";

const topicsOf = (text: string, rating: number | null = null, extra: TopicDefinition[] = []) =>
  Object.fromEntries(
    analyzeReview({ text, rating }, extra).topics.map(({ topic, sentiment }) => [topic, sentiment]),
  );
const sentimentOf = (text: string, rating: number | null = null) =>
  analyzeReview({ text, rating }).sentiment;

describe("analyzeReview", () => {
  it("finds the wait in 'espera' and 'demora' and reads it as a complaint", () => {
    expect(topicsOf("La espera fue eterna")).toMatchObject({ WAIT_TIME: "NEGATIVE" });
    expect(topicsOf("Mucha demora para entregar un pedido")).toMatchObject({
      WAIT_TIME: "NEGATIVE",
    });
    expect(topicsOf("Tardaron 40 minutos en atenderme")).toMatchObject({ WAIT_TIME: "NEGATIVE" });
    expect(topicsOf("We waited forever in the queue")).toMatchObject({ WAIT_TIME: "NEGATIVE" });
  });

  it("does not take a store's opening hours for a wait", () => {
    for (const text of [
      "The posted hours are wrong: it was closed.",
      "Las horas publicadas están mal: estaba cerrado.",
    ]) {
      const topics = topicsOf(text, 2);
      expect(topics).toMatchObject({ OPENING_HOURS: "NEGATIVE" });
      expect(topics).not.toHaveProperty("WAIT_TIME");
    }
    expect(topicsOf("Esperé dos horas en la fila")).toMatchObject({ WAIT_TIME: "NEGATIVE" });
  });

  it("turns an opinion around within a negation's reach", () => {
    expect(sentimentOf("El personal no es amable")).toBe("NEGATIVE");
    expect(sentimentOf("The staff was not friendly")).toBe("NEGATIVE");
    expect(sentimentOf("Nunca te tratan bien")).toBe("NEGATIVE");
    // A negated complaint is a mild compliment.
    expect(sentimentOf("No estuvo mal")).toBe("POSITIVE");
    expect(topicsOf("Sin esperas y sin problemas")).toMatchObject({ WAIT_TIME: "POSITIVE" });
  });

  it("reads Spanish double negation as one negation", () => {
    expect(topicsOf("No tardaron nada en atenderme")).toMatchObject({ WAIT_TIME: "POSITIVE" });
    expect(sentimentOf("No me gustó nada")).toBe("NEGATIVE");
    expect(sentimentOf("No fueron nada amables")).toBe("NEGATIVE");
  });

  it("keeps a negation inside its clause", () => {
    expect(topicsOf("No me gustó nada, el baño estaba sucio", 1)).toMatchObject({
      CLEANLINESS: "NEGATIVE",
    });
  });

  it("scales opinions with intensifiers and diminishers", () => {
    // "un poco caro" weighs less than "muy buena atención": three stars move to positive…
    expect(sentimentOf("Muy buena atención, súper recomendable", 3)).toBe("POSITIVE");
    // …but a mild complaint on three stars stays neutral, as a clear one would not.
    expect(sentimentOf("Un poco caro", 3)).toBe("NEUTRAL");
    expect(sentimentOf("Carísimo y muy lento", 3)).toBe("NEGATIVE");
    expect(sentimentOf("re buena onda los chicos", null)).toBe("POSITIVE");
  });

  it("gives each side of a contrast its own topic sentiment", () => {
    expect(topicsOf("Buen servicio pero un poco caro", 3)).toEqual({
      SERVICE: "POSITIVE",
      PRICE: "NEGATIVE",
    });
    expect(topicsOf("The food was great, although the wait was terrible", 3)).toMatchObject({
      PRODUCT: "POSITIVE",
      WAIT_TIME: "NEGATIVE",
    });
    expect(sentimentOf("Buen servicio pero un poco caro", 3)).toBe("NEUTRAL");
  });

  it("lets the stars decide when the text is weak, and keeps sarcasm on its stars", () => {
    expect(sentimentOf("Normal", 3)).toBe("NEUTRAL");
    expect(sentimentOf("Fui el martes", 5)).toBe("POSITIVE");
    expect(sentimentOf("Fui el martes", 1)).toBe("NEGATIVE");
    expect(sentimentOf("Excelente servicio... si te gusta esperar una hora 🙄", 1)).toBe(
      "NEGATIVE",
    );
  });

  it("matches without accents or case", () => {
    expect(topicsOf("ATENCION PESIMA")).toMatchObject({ SERVICE: "NEGATIVE" });
    expect(topicsOf("la atención, pésima")).toMatchObject({ SERVICE: "NEGATIVE" });
  });

  it("reads a tenant's own topic beside the built-in ones", () => {
    const delivery: TopicDefinition = {
      key: "CUSTOM_DELIVERY",
      keywords: { es: ["envío", "a domicilio"], en: ["delivery"] },
    };
    expect(topicsOf("El envio llegó tardísimo y roto", 1, [delivery])).toMatchObject({
      CUSTOM_DELIVERY: "NEGATIVE",
    });
    expect(topicsOf("Fast delivery, great packaging", 5, [delivery])).toMatchObject({
      CUSTOM_DELIVERY: "POSITIVE",
    });
    expect(topicsOf("Fast delivery", 5)).not.toHaveProperty("CUSTOM_DELIVERY");
  });

  it("detects the language when not given", () => {
    expect(analyzeReview({ text: "La atención fue muy buena" }).language).toBe("es");
    expect(analyzeReview({ text: "The staff was friendly and quick" }).language).toBe("en");
    expect(analyzeReview({ text: null, rating: 4 })).toEqual({
      language: "es",
      sentiment: "POSITIVE",
      topics: [],
    });
  });
});

describe("the labelled reviews", () => {
  const reviews = JSON.parse(
    readFileSync(
      path.join(import.meta.dirname, "../../fixtures/review-topics/labelled-reviews.json"),
      "utf8",
    ),
  ) as LabelledReview[];
  const analyze = (review: LabelledReview) =>
    analyzeReview({ text: review.text, rating: review.rating, language: review.language });

  it("are at least 300, about 60% Spanish", () => {
    expect(reviews.length).toBeGreaterThanOrEqual(300);
    const spanish = reviews.filter((review) => review.language === "es").length;
    expect(spanish / reviews.length).toBeGreaterThan(0.5);
  });

  it("are read with a sentiment accuracy of at least 0.8, also on the held-out fifth", () => {
    expect(evaluate(reviews, analyze).sentimentAccuracy).toBeGreaterThanOrEqual(0.8);
    const heldOut = reviews.filter((_, index) => isHeldOut(index));
    expect(evaluate(heldOut, analyze).sentimentAccuracy).toBeGreaterThanOrEqual(0.8);
  });

  it("have their topics found with an F1 of at least 0.7", () => {
    const result = evaluate(reviews, analyze);
    expect(result.topicF1).toBeGreaterThanOrEqual(0.7);
    expect(result.topicSentimentAccuracy).toBeGreaterThanOrEqual(0.75);
  });
});
