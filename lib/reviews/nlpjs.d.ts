// The parts of @nlpjs (no bundled types) that lib/reviews/sentiment.ts uses.

declare module "@nlpjs/core" {
  export class Container {
    use(plugin: unknown): void;
    get(name: string): unknown;
  }
}

declare module "@nlpjs/lang-es" {
  export const LangEs: unknown;
}

declare module "@nlpjs/lang-en" {
  export const LangEn: unknown;
}

declare module "@nlpjs/sentiment" {
  export type SentimentDictionary = {
    type: "senticon" | "afinn" | "pattern";
    dictionary: Record<string, number>;
    negations: string[];
    stemmed: boolean;
  };
  export type SentimentInput = {
    locale: string;
    text: string;
    tokens: string[];
    sentimentDictionary: SentimentDictionary;
    sentiment?: { score: number; numHits: number; numWords: number };
  };
  export class SentimentAnalyzer {
    constructor(settings: { container: import("@nlpjs/core").Container });
    /** Tokens of `text`, stemmed when asked (synchronous without a custom pipeline). */
    prepare(locale: string, text: string, settings: undefined, stemmed: boolean): string[];
    /** Scores `input.tokens` against the dictionary into `input.sentiment`. */
    calculate(input: SentimentInput): SentimentInput;
  }
}
