// The parts of @nlpjs (no bundled types) that lib/review-topics/lexicon.ts uses.

declare module "@nlpjs/core" {
  export class Container {
    use(plugin: unknown): void;
    get(name: string): unknown;
  }
}

declare module "@nlpjs/lang-es" {
  export const LangEs: unknown;
  export class StemmerEs {
    /** The word's Snowball stem, the form SentiCon's Spanish entries use ("amables" → "amabl"). */
    stemWord(word: string): string;
  }
}
