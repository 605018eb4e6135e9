// `npm run eval:reviews`: the offline review analyzer (lib/review-topics/lexicon.ts) against the
// labelled reviews in tests/fixtures/review-topics/labelled-reviews.json. Prints the overall
// sentiment accuracy (all, held out, per language) with its confusion matrix, each topic's detection
// precision/recall/F1 and the per-topic sentiment accuracy on the topics found. Exits 1 when the
// sentiment accuracy is below 0.8. `--mistakes` lists the reviews it got wrong.
import { readFileSync } from "node:fs";
import path from "node:path";
import { analyzeReview } from "../lib/review-topics/lexicon";
import {
  evaluate,
  isHeldOut,
  type Evaluation,
  type LabelledReview,
} from "../lib/review-topics/evaluate";
import { TOPIC_SENTIMENTS } from "../lib/review-topics/topics";

const FLOOR = 0.8;
const file = path.join(
  import.meta.dirname,
  "../tests/fixtures/review-topics/labelled-reviews.json",
);
const reviews = JSON.parse(readFileSync(file, "utf8")) as LabelledReview[];
const analyze = (review: LabelledReview) =>
  analyzeReview({ text: review.text, rating: review.rating, language: review.language });

const pct = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(6);

function summary(label: string, subset: LabelledReview[]): Evaluation {
  const result = evaluate(subset, analyze);
  console.log(
    `${label.padEnd(16)} ${String(subset.length).padStart(4)} reviews  sentiment ${pct(result.sentimentAccuracy)}` +
      `  topics P ${pct(result.topicPrecision)} R ${pct(result.topicRecall)} F1 ${pct(result.topicF1)}` +
      `  topic sentiment ${pct(result.topicSentimentAccuracy)}`,
  );
  return result;
}

analyze(reviews[0]); // the dictionaries load once, outside the timing
const started = performance.now();
const all = summary("all", reviews);
const elapsed = performance.now() - started;
summary(
  "tuned on",
  reviews.filter((_, index) => !isHeldOut(index)),
);
summary(
  "held out (1/5)",
  reviews.filter((_, index) => isHeldOut(index)),
);
for (const language of ["es", "en"] as const) {
  summary(
    language,
    reviews.filter((review) => review.language === language),
  );
}
for (const rating of [1, 2, 3, 4, 5]) {
  summary(
    `${rating} stars`,
    reviews.filter((review) => review.rating === rating),
  );
}

console.log("\nSentiment confusion (rows: labelled, columns: analyzer)");
console.log(`${"".padEnd(10)}${TOPIC_SENTIMENTS.map((s) => s.padStart(10)).join("")}`);
for (const labelled of TOPIC_SENTIMENTS) {
  const row = TOPIC_SENTIMENTS.map((predicted) =>
    String(all.confusion[labelled][predicted]).padStart(10),
  );
  console.log(`${labelled.padEnd(10)}${row.join("")}`);
}

console.log("\nTopics (detection, and sentiment on the topics found)");
console.log(
  `${"topic".padEnd(15)}${["TP", "FP", "FN"].map((h) => h.padStart(5)).join("")}` +
    `${["precision", "recall", "F1", "sentiment"].map((h) => h.padStart(11)).join("")}`,
);
for (const topic of all.topics) {
  console.log(
    `${topic.topic.padEnd(15)}${[topic.truePositives, topic.falsePositives, topic.falseNegatives]
      .map((n) => String(n).padStart(5))
      .join("")}${[
      topic.precision,
      topic.recall,
      topic.f1,
      topic.truePositives ? topic.sentimentCorrect / topic.truePositives : 0,
    ]
      .map((value) => pct(value).padStart(11))
      .join("")}`,
  );
}

if (process.argv.includes("--mistakes")) {
  console.log("\nOverall sentiment mistakes");
  for (const { review, analysis } of all.mistakes) {
    console.log(
      `${review.id} ${review.rating}★ labelled ${review.sentiment}, read ${analysis.sentiment}: ${review.text}`,
    );
  }
}

const again = performance.now();
for (const review of reviews) analyze(review);
const warm = performance.now() - again;
const rate = (ms: number) => Math.round((reviews.length / ms) * 1000);
console.log(
  `\n${reviews.length} reviews in ${elapsed.toFixed(0)} ms the first time (${rate(elapsed)} reviews/s), ` +
    `${warm.toFixed(0)} ms once its word caches are warm (${rate(warm)} reviews/s)`,
);
if (all.sentimentAccuracy < FLOOR) {
  console.error(`Sentiment accuracy ${pct(all.sentimentAccuracy)} is below ${FLOOR * 100}%`);
  process.exit(1);
}
