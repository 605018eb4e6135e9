import { describe, expect, it } from "vitest";
import { detectLanguage, sentimentOf } from "@/lib/reviews/sentiment";

// Reviews as customers of the demo chains write them, with the stars they gave.
const SPANISH: [string, number, string][] = [
  ["Excelente atención, el personal muy amable y rápido. Volveré sin duda.", 5, "POSITIVE"],
  ["Me encantó el lugar, muy limpio y ordenado.", 5, "POSITIVE"],
  ["Siempre encuentro lo que necesito, excelente variedad y buenos precios.", 5, "POSITIVE"],
  ["Muy caro para lo que ofrecen y la comida llegó fría.", 2, "NEGATIVE"],
  ["El encargado fue grosero y no quiso cambiarme el producto defectuoso.", 1, "NEGATIVE"],
  ["Pésimo servicio, una vergüenza.", 1, "NEGATIVE"],
  // The negation stays in its clause: "sucio" is not turned positive by the "no" before it.
  ["No me gustó nada, el baño estaba sucio.", 1, "NEGATIVE"],
  // Mixed: neither side is clear, the three stars decide.
  ["Buen servicio pero un poco caro.", 3, "NEUTRAL"],
];

const ENGLISH: [string, number, string][] = [
  ["Great service, friendly staff and quick checkout. Will come back!", 5, "POSITIVE"],
  ["Love this place, always clean and well organized.", 5, "POSITIVE"],
  ["Terrible experience, rude staff and a dirty store.", 1, "NEGATIVE"],
  ["Worst customer service I have ever had.", 1, "NEGATIVE"],
  ["Not good at all, waited 40 minutes for nothing.", 1, "NEGATIVE"],
  ["Excellent service, but the wait was terrible.", 3, "NEUTRAL"],
];

describe("sentimentOf", () => {
  it.each(SPANISH)("reads Spanish: %s (%i stars)", (comment, stars, expected) => {
    expect(sentimentOf(comment, stars)).toBe(expected);
  });

  it.each(ENGLISH)("reads English: %s (%i stars)", (comment, stars, expected) => {
    expect(sentimentOf(comment, stars)).toBe(expected);
  });

  it("lets a clear text decide over neutral stars", () => {
    expect(sentimentOf("Pésimo servicio, una vergüenza.", 3)).toBe("NEGATIVE");
    expect(sentimentOf("Muy buena atención de Laura, súper recomendable!!", 3)).toBe("POSITIVE");
    expect(sentimentOf("Terrible experience, rude staff and a dirty store.", 3)).toBe("NEGATIVE");
    expect(sentimentOf("Awesome staff, highly recommend!", 3)).toBe("POSITIVE");
  });

  it("calls a clear text that contradicts the stars neutral, not the opposite of the rating", () => {
    expect(sentimentOf("Amazing place, the best in town!", 1)).toBe("NEUTRAL");
    expect(sentimentOf("The staff was rude and unhelpful.", 5)).toBe("NEUTRAL");
  });

  it("uses the stars alone without a comment, or with one the lexicon cannot read", () => {
    for (const comment of [null, "", "   ", "Average store.", "👍"]) {
      expect(sentimentOf(comment, 1)).toBe("NEGATIVE");
      expect(sentimentOf(comment, 2)).toBe("NEGATIVE");
      expect(sentimentOf(comment, 3)).toBe("NEUTRAL");
      expect(sentimentOf(comment, 4)).toBe("POSITIVE");
      expect(sentimentOf(comment, 5)).toBe("POSITIVE");
    }
  });

  it("takes a language hint instead of guessing", () => {
    // Spanish words read with the English lexicon say nothing, so the three stars decide.
    expect(sentimentOf("Excelente, recomendable.", 3, "es")).toBe("POSITIVE");
    expect(sentimentOf("Excelente, recomendable.", 3, "en-GB")).toBe("NEUTRAL");
    // An unknown hint falls back to the detection.
    expect(sentimentOf("Pésimo servicio, una vergüenza.", 3, "fr")).toBe("NEGATIVE");
  });
});

describe("detectLanguage", () => {
  it("tells Spanish from English by their common words", () => {
    expect(detectLanguage("La atención fue muy buena y el local está limpio")).toBe("es");
    expect(detectLanguage("The staff was friendly and the store is clean")).toBe("en");
    expect(detectLanguage("Awesome!")).toBeNull();
  });
});
