// Each word typed must begin a word of the comment, reply or reviewer's name, in any case and
// accents (reviews.search, migration 0024, configuration storeplus_words).

export const SEARCH_CONFIG = "storeplus_words";

export function searchWords(text: string): string[] {
  const words =
    text
      .normalize("NFC")
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return [...new Set(words)];
}

/** A to_tsquery text that needs every word, each as a word or the beginning of one. */
export function prefixQuery(words: readonly string[]): string {
  // Only letters, marks and digits reach here: quoting each word is all the escaping needed.
  return words.map((word) => `'${word}':*`).join(" & ");
}
