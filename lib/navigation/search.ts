import { NAV_SEARCH_MAX_SUGGESTIONS } from "@/lib/constants";
import type { LocalizedNavItem, NavIconName } from "./types";

/** One destination the navigation search can suggest. */
export type NavSearchEntry = {
  id: string;
  title: string;
  url: string;
  icon?: NavIconName;
  /** Titles of the groups/collapses above it, for context in the list. */
  path: string[];
  target?: "_blank" | "_self";
};

/**
 * Every reachable leaf of an already role-filtered navigation. Locked trial variants are left out:
 * the search offers only what the user may open (spec §2).
 */
export function flattenNavigation(
  items: readonly LocalizedNavItem[],
  path: string[] = [],
): NavSearchEntry[] {
  return items.flatMap((item): NavSearchEntry[] => {
    if (item.children?.length) return flattenNavigation(item.children, [...path, item.title]);
    if ((item.type !== "item" && item.type !== "link") || !item.url || item.locked) return [];
    return [
      { id: item.id, title: item.title, url: item.url, icon: item.icon, path, target: item.target },
    ];
  });
}

function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

/**
 * Suggestions for a search text: blank text gives none; matches on the title ignoring case and
 * accents, titles that start with the text first, at most `max` (spec §9: 10).
 */
export function searchNavigation(
  entries: readonly NavSearchEntry[],
  text: string,
  max: number = NAV_SEARCH_MAX_SUGGESTIONS,
): NavSearchEntry[] {
  const needle = fold(text);
  if (!needle) return [];
  const starts: NavSearchEntry[] = [];
  const contains: NavSearchEntry[] = [];
  for (const entry of entries) {
    const title = fold(entry.title);
    if (title.startsWith(needle)) starts.push(entry);
    else if (title.includes(needle)) contains.push(entry);
  }
  return [...starts, ...contains].slice(0, max);
}
