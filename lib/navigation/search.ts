import { foldText } from "@/lib/format/text";
import { NAV_SEARCH_MAX_SUGGESTIONS } from "@/lib/constants";
import type { LocalizedNavItem, NavIconName } from "./types";

export type NavSearchEntry = {
  id: string;
  title: string;
  url: string;
  icon?: NavIconName;
  path: string[];
  target?: "_blank" | "_self";
  /** Its module has no page yet: suggested, marked "coming soon", never opened. */
  comingSoon?: boolean;
};

export type NavSearchScope = {
  entries: NavSearchEntry[];
  /** The user may open the stores section: the search also looks up the tenant's stores. */
  stores: boolean;
};

export type StoreHit = {
  id: string;
  name: string;
  storeCode: string | null;
  locality: string | null;
  url: string;
  comingSoon: boolean;
};

export type SearchSuggestion = {
  key: string;
  kind: "menu" | "store";
  title: string;
  detail: string[];
  url: string;
  icon?: NavIconName;
  target?: "_blank" | "_self";
  comingSoon: boolean;
};

// Locked trial variants are left out: the search offers only what the user may open (spec §2).
export function flattenNavigation(
  items: readonly LocalizedNavItem[],
  path: string[] = [],
): NavSearchEntry[] {
  return items.flatMap((item): NavSearchEntry[] => {
    if (item.children?.length) return flattenNavigation(item.children, [...path, item.title]);
    if ((item.type !== "item" && item.type !== "link") || !item.url || item.locked) return [];
    const { id, title, url, icon, target, comingSoon } = item;
    return [{ id, title, url, icon, path, target, comingSoon }];
  });
}

const fold = (text: string) => foldText(text).trim();

/** 0 whole, 1 start, 2 elsewhere. */
export function matchRank(needle: string, text: string | null | undefined): 0 | 1 | 2 | null {
  if (!needle || !text) return null;
  const folded = fold(text);
  if (folded === needle) return 0;
  if (folded.startsWith(needle)) return 1;
  return folded.includes(needle) ? 2 : null;
}

// A whole city ranks as a start only: it names many stores where a code or a name points at one.
function storeRank(needle: string, store: StoreHit): number | null {
  const city = matchRank(needle, store.locality);
  const ranks = [
    matchRank(needle, store.name),
    matchRank(needle, store.storeCode),
    city === 0 ? 1 : city,
  ].filter((rank) => rank !== null);
  return ranks.length ? Math.min(...ranks) : null;
}

type Candidate<T> = { rank: number | null; order: number; value: T };

function best<T>(candidates: Candidate<T>[], max: number): T[] {
  return candidates
    .filter((candidate) => candidate.rank !== null)
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0) || a.order - b.order)
    .slice(0, max)
    .map((candidate) => candidate.value);
}

// Titles match ignoring case and accents.
export function searchNavigation(
  entries: readonly NavSearchEntry[],
  text: string,
  max: number = NAV_SEARCH_MAX_SUGGESTIONS,
): NavSearchEntry[] {
  const needle = fold(text);
  if (!needle) return [];
  return best(
    entries.map((value, order) => ({ rank: matchRank(needle, value.title), order, value })),
    max,
  );
}

// Spec §2: at most 10 suggestions in all. On equal rank menu entries come first, stores in the
// server's order.
export function rankSuggestions(
  text: string,
  entries: readonly NavSearchEntry[],
  stores: readonly StoreHit[],
  max: number = NAV_SEARCH_MAX_SUGGESTIONS,
): SearchSuggestion[] {
  const needle = fold(text);
  if (!needle) return [];
  const menu = entries.map((entry, order) => ({
    rank: matchRank(needle, entry.title),
    order,
    value: menuSuggestion(entry),
  }));
  const found = stores.map((store, order) => ({
    // The server found it (its ILIKE folds case a little differently): never drop it.
    rank: storeRank(needle, store) ?? 2,
    order: entries.length + order,
    value: storeSuggestion(store),
  }));
  return best([...menu, ...found], max);
}

function menuSuggestion(entry: NavSearchEntry): SearchSuggestion {
  return {
    key: `menu:${entry.id}`,
    kind: "menu",
    title: entry.title,
    detail: entry.path,
    url: entry.url,
    icon: entry.icon,
    target: entry.target,
    comingSoon: Boolean(entry.comingSoon),
  };
}

function storeSuggestion(store: StoreHit): SearchSuggestion {
  return {
    key: `store:${store.id}`,
    kind: "store",
    title: store.name,
    detail: [store.storeCode, store.locality].filter((part): part is string => Boolean(part)),
    url: store.url,
    icon: "store",
    comingSoon: store.comingSoon,
  };
}
