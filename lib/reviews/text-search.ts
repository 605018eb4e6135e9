// The inbox's text search looks for words: each word typed must begin a word of the review's
// comment, its reply or its reviewer's name, in any case and with or without accents. The
// database keeps those words in reviews.search (migration 0024, text search configuration
// storeplus_words); this turns the typed text into the matching tsquery.

/** The text search configuration reviews.search is built with. */
export const SEARCH_CONFIG = "storeplus_words";

/** The words of a search text, once each, in order: runs of letters and digits of any script. */
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
