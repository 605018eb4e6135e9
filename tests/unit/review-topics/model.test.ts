import { describe, expect, it } from "vitest";
import { analyzeReviewWithModel } from "@/lib/review-topics/model";
import type { TopicDefinition } from "@/lib/review-topics/topics";
import { answeringModel, failingModel, hangingModel } from "@/tests/helpers/language-model";

const review = {
  text: "La comida muy rica, pero la espera fue eterna",
  rating: 3,
  language: "es" as const,
};

describe("analyzeReviewWithModel", () => {
  it("answers the model's reading, keeping only known topics once", async () => {
    const model = answeringModel(
      JSON.stringify({
        sentiment: "NEUTRAL",
        topics: [
          { topic: "PRODUCT", sentiment: "POSITIVE" },
          { topic: "WAIT_TIME", sentiment: "NEGATIVE" },
          { topic: "WAIT_TIME", sentiment: "POSITIVE" },
          { topic: "WEATHER", sentiment: "NEGATIVE" },
        ],
      }),
      { input: 300, output: 40 },
    );
    const result = await analyzeReviewWithModel(model, review);
    expect(result).toEqual({
      language: "es",
      sentiment: "NEUTRAL",
      topics: [
        { topic: "PRODUCT", sentiment: "POSITIVE" },
        { topic: "WAIT_TIME", sentiment: "NEGATIVE" },
      ],
      source: "model",
      usage: { inputTokens: 300, outputTokens: 40 },
    });
    // The prompt holds the review, its stars and the topic list.
    const [call] = model.doGenerateCalls;
    const text = JSON.stringify(call.prompt);
    expect(text).toContain("la espera fue eterna");
    expect(text).toContain("3 of 5 stars");
    expect(text).toContain("WAIT_TIME");
  });

  it("offers a tenant's own topic to the model and accepts it back", async () => {
    const delivery: TopicDefinition = {
      key: "CUSTOM_DELIVERY",
      keywords: { es: ["envío"], en: ["delivery"] },
    };
    const model = answeringModel(
      JSON.stringify({
        sentiment: "NEGATIVE",
        topics: [{ topic: "CUSTOM_DELIVERY", sentiment: "NEGATIVE" }],
      }),
    );
    const result = await analyzeReviewWithModel(model, { text: "El envío llegó roto", rating: 1 }, [
      delivery,
    ]);
    expect(result.topics).toEqual([{ topic: "CUSTOM_DELIVERY", sentiment: "NEGATIVE" }]);
    expect(JSON.stringify(model.doGenerateCalls[0].prompt)).toContain("CUSTOM_DELIVERY");
  });

  it("falls back to the lexicon when the model fails, times out or answers nonsense", async () => {
    for (const model of [
      failingModel(),
      hangingModel(),
      answeringModel("I think it is mostly positive"),
      answeringModel(JSON.stringify({ sentiment: "GREAT", topics: [] })),
    ]) {
      const result = await analyzeReviewWithModel(model, review, [], { timeoutMs: 50 });
      expect(result.source).toBe("lexicon");
      expect(result.usage).toBeNull();
      expect(result.sentiment).toBe("NEUTRAL");
      expect(result.topics).toEqual(
        expect.arrayContaining([{ topic: "WAIT_TIME", sentiment: "NEGATIVE" }]),
      );
    }
  });

  it("does not call the model for a review without text", async () => {
    const model = answeringModel("{}");
    const result = await analyzeReviewWithModel(model, { text: null, rating: 5 });
    expect(result).toMatchObject({ sentiment: "POSITIVE", topics: [], source: "lexicon" });
    expect(model.doGenerateCalls).toHaveLength(0);
  });
});
