import type { Language } from "./words";
import { TOPIC_SENTIMENTS, type Sentiment } from "./topics";

// How well an analyzer reads a labelled set of reviews (tests/fixtures/review-topics): overall
// sentiment accuracy with its confusion matrix, per-topic detection precision/recall/F1 and the
// per-topic sentiment accuracy on the topics it found. `npm run eval:reviews` prints it and a unit
// test holds it to its floor.

export type LabelledReview = {
  id: string;
  language: Language;
  rating: number;
  text: string;
  sentiment: Sentiment;
  /** Each topic the review talks about and the sentiment of what it says about it. */
  topics: Record<string, Sentiment>;
};

export type Analysis = { sentiment: Sentiment; topics: { topic: string; sentiment: Sentiment }[] };

export type TopicScore = {
  topic: string;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  f1: number;
  /** Of the topics found where the label has them, how many got the labelled sentiment. */
  sentimentCorrect: number;
};

export type Evaluation = {
  reviews: number;
  sentimentAccuracy: number;
  /** confusion[labelled][predicted] */
  confusion: Record<Sentiment, Record<Sentiment, number>>;
  topics: TopicScore[];
  /** Micro-averaged over every topic. */
  topicPrecision: number;
  topicRecall: number;
  topicF1: number;
  /** On correctly found topics. */
  topicSentimentAccuracy: number;
  mistakes: { review: LabelledReview; analysis: Analysis }[];
};

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
const f1 = (precision: number, recall: number) =>
  precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);

export function evaluate(
  reviews: readonly LabelledReview[],
  analyze: (review: LabelledReview) => Analysis,
): Evaluation {
  const confusion = Object.fromEntries(
    TOPIC_SENTIMENTS.map((label) => [
      label,
      Object.fromEntries(TOPIC_SENTIMENTS.map((predicted) => [predicted, 0])),
    ]),
  ) as Evaluation["confusion"];
  const counts = new Map<string, Omit<TopicScore, "precision" | "recall" | "f1">>();
  const count = (topic: string) => {
    let entry = counts.get(topic);
    if (!entry) {
      entry = {
        topic,
        truePositives: 0,
        falsePositives: 0,
        falseNegatives: 0,
        sentimentCorrect: 0,
      };
      counts.set(topic, entry);
    }
    return entry;
  };
  let correct = 0;
  const mistakes: Evaluation["mistakes"] = [];
  for (const review of reviews) {
    const analysis = analyze(review);
    confusion[review.sentiment][analysis.sentiment]++;
    if (analysis.sentiment === review.sentiment) correct++;
    else mistakes.push({ review, analysis });
    const found = new Map(analysis.topics.map(({ topic, sentiment }) => [topic, sentiment]));
    for (const [topic, sentiment] of Object.entries(review.topics)) {
      const entry = count(topic);
      const predicted = found.get(topic);
      if (predicted === undefined) entry.falseNegatives++;
      else {
        entry.truePositives++;
        if (predicted === sentiment) entry.sentimentCorrect++;
      }
    }
    for (const topic of found.keys()) if (!(topic in review.topics)) count(topic).falsePositives++;
  }
  const topics = [...counts.values()]
    .map((entry) => {
      const precision = ratio(entry.truePositives, entry.truePositives + entry.falsePositives);
      const recall = ratio(entry.truePositives, entry.truePositives + entry.falseNegatives);
      return { ...entry, precision, recall, f1: f1(precision, recall) };
    })
    .sort((a, b) => a.topic.localeCompare(b.topic));
  const sum = (key: "truePositives" | "falsePositives" | "falseNegatives" | "sentimentCorrect") =>
    topics.reduce((total, topic) => total + topic[key], 0);
  const topicPrecision = ratio(sum("truePositives"), sum("truePositives") + sum("falsePositives"));
  const topicRecall = ratio(sum("truePositives"), sum("truePositives") + sum("falseNegatives"));
  return {
    reviews: reviews.length,
    sentimentAccuracy: ratio(correct, reviews.length),
    confusion,
    topics,
    topicPrecision,
    topicRecall,
    topicF1: f1(topicPrecision, topicRecall),
    topicSentimentAccuracy: ratio(sum("sentimentCorrect"), sum("truePositives")),
    mistakes,
  };
}

/** Every 5th review is held out: the word lists are never tuned on it. */
export function isHeldOut(index: number): boolean {
  return index % 5 === 4;
}
