import { foldText } from "@/lib/format/text";

// What a search is about, as the simulator reads it: the keyword's own words, without the ones
// every local search carries ("near me", "cerca de mí").

const FILLER = new Set(
  "near me nearby best top open now the a an in of for cerca de mi mí en el la los las mejor mejores abierto ahora y and".split(
    " ",
  ),
);

/** Lower case, accents off, words only. */
export function wordsOf(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9ñ]+/)
    .filter(Boolean);
}

/** The words that say what is searched for. */
export function topicWords(keyword: string): string[] {
  return wordsOf(keyword).filter((word) => !FILLER.has(word));
}

/** How well a place's name and categories answer the keyword: 1 names the topic, 0 not at all. */
export function relevance(keyword: string, place: { title: string; categories: string[] }): number {
  const topic = topicWords(keyword);
  if (topic.length === 0) return 0;
  const own = new Set(wordsOf([place.title, ...place.categories].join(" ")));
  // "tienda de ropa" matches "Tienda de ropa"; "ropa" matches it too; stems cover plurals.
  const stem = (word: string) => word.replace(/(es|s)$/, "");
  const ownStems = new Set([...own].map(stem));
  const hits = topic.filter((word) => own.has(word) || ownStems.has(stem(word))).length;
  return hits / topic.length;
}
