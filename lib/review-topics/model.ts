import { z } from "zod";
import { generateObjectWithModel, type LanguageModel, type ModelUsage } from "@/lib/language-model";
import { analyzeReview, type AnalyzeInput, type ReviewAnalysis } from "./lexicon";
import { BUILT_IN_TOPICS, TOPIC_SENTIMENTS, type TopicDefinition } from "./topics";

// A review's topics read by the configured language model, in the same shape the offline analyzer
// answers. The prompt holds the review and the topic list only (the built-in topics and the
// tenant's own, passed in by the caller): never another tenant's data. Whatever goes wrong — the
// call fails, times out or answers something unusable — the lexicon's reading stands in.

export type ModelReviewAnalysis = ReviewAnalysis & {
  /** Who read it: the model, or the lexicon when the model could not. */
  source: "model" | "lexicon";
  /** Tokens the model used, for its cost; none when it was not called. */
  usage: ModelUsage | null;
};

const sentiment = z.enum(TOPIC_SENTIMENTS);
const answerSchema = z.object({
  sentiment,
  topics: z.array(z.object({ topic: z.string(), sentiment })).max(20),
});

const SYSTEM = [
  "You read customer reviews of a business (shop, restaurant, pharmacy, clinic, gym, car service).",
  "Answer the review's overall sentiment and the topics it talks about, each with the sentiment of",
  "what the review says about that topic. POSITIVE, NEUTRAL or NEGATIVE. Use only the topic keys",
  "listed; leave out topics the review does not mention. Read Spanish and English as a native",
  "speaker would: negation ('no tardaron nada' is praise), sarcasm, and the star rating as the",
  "reviewer's own verdict (a 3-star review weighing good and bad is NEUTRAL).",
].join(" ");

function prompt(input: AnalyzeInput, topics: readonly TopicDefinition[]): string {
  const list = topics
    .map(
      (topic) =>
        `- ${topic.key}: ${[...topic.keywords.es, ...topic.keywords.en]
          .slice(0, 12)
          .map((word) => word.replace(/\*$/, ""))
          .join(", ")}`,
    )
    .join("\n");
  const rating = input.rating ? `${input.rating} of 5 stars` : "no star rating";
  return `Topics (key: example words)\n${list}\n\nReview (${rating}):\n"""\n${input.text}\n"""`;
}

export async function analyzeReviewWithModel(
  model: LanguageModel,
  input: AnalyzeInput,
  extraTopics: readonly TopicDefinition[] = [],
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<ModelReviewAnalysis> {
  const offline = analyzeReview(input, extraTopics);
  if (!input.text?.trim()) return { ...offline, source: "lexicon", usage: null };
  const topics = [...BUILT_IN_TOPICS, ...extraTopics];
  try {
    const { object, usage } = await generateObjectWithModel({
      model,
      system: SYSTEM,
      prompt: prompt(input, topics),
      schema: answerSchema,
      temperature: 0,
      maxOutputTokens: 400,
      ...options,
    });
    const known = new Set(topics.map((topic) => topic.key));
    const seen = new Set<string>();
    const found = object.topics.filter(({ topic }) => {
      if (!known.has(topic) || seen.has(topic)) return false;
      seen.add(topic);
      return true;
    });
    return {
      language: offline.language,
      sentiment: object.sentiment,
      topics: found,
      source: "model",
      usage,
    };
  } catch {
    return { ...offline, source: "lexicon", usage: null };
  }
}
