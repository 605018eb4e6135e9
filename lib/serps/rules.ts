// A saved search's own rules, beside rank tracking's (lib/rankings/rules.ts: the keyword, repeated
// entries, frequencies and when a run is due): the sites it watches are host names, a result is
// the tenant's or a competitor's by its domain, and a run's page is compared with the one before.
// Pure, without zod: forms and the server share it (schema.ts builds the server's schema on it).

import { entryKey, type RankingDevice, type RankingFrequency } from "@/lib/rankings/rules";
import type { SerpItem } from "@/lib/db/schema/serps";

/** Results a run keeps, best first. */
export const SERP_DEPTH = 100;

const LABEL = "(?!-)[a-z0-9-]{1,63}(?<!-)";
const HOST_NAME = new RegExp(`^(?=.{1,253}$)(?:${LABEL}\\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$`);

/**
 * The host name an entry names: "pizzaroma.es" as typed, or a pasted address's host
 * ("https://www.pizzaroma.es/carta" is "www.pizzaroma.es"); null when it names none.
 */
export function hostOf(entry: string): string | null {
  const text = entry.trim().toLowerCase();
  if (!text || /\s/u.test(text)) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//u.test(text);
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `http://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.hostname.replace(/\.$/u, "");
  return HOST_NAME.test(host) ? host : null;
}

/** The form two domains are compared in: "www.pizzaroma.es" is "pizzaroma.es". */
export function domainKey(host: string): string {
  return entryKey(host).replace(/^www\./u, "");
}

/** Whether a result's domain is one of these sites, or a subdomain of one. */
export function matchesDomain(domain: string, sites: readonly string[]): boolean {
  const key = domainKey(hostOf(domain) ?? domain);
  return sites.some((site) => {
    const siteKey = domainKey(site);
    return key === siteKey || key.endsWith(`.${siteKey}`);
  });
}

export type SerpChange = "NEW" | "UP" | "DOWN" | "SAME";

export type SerpResultEntry = SerpItem & {
  own: boolean;
  competitor: boolean;
  /** Null when there is no run before to compare with. */
  change: SerpChange | null;
  previousRank: number | null;
};

export type SerpDroppedEntry = SerpItem & { own: boolean; competitor: boolean };

function changeOf(rank: number, previousRank: number | null): SerpChange {
  if (previousRank === null) return "NEW";
  if (rank === previousRank) return "SAME";
  return rank < previousRank ? "UP" : "DOWN";
}

/**
 * A run's page beside the run before: each result's move (a page is read by its addresses, so a
 * site's other page is a new result), and the results of the run before that are gone.
 */
export function comparePages(
  latest: readonly SerpItem[],
  previous: readonly SerpItem[] | null,
  watched: { sites: readonly string[]; competitors: readonly string[] },
): { results: SerpResultEntry[]; dropped: SerpDroppedEntry[] } {
  const marks = (item: SerpItem) => ({
    own: matchesDomain(item.domain, watched.sites),
    competitor: matchesDomain(item.domain, watched.competitors),
  });
  const before = new Map<string, number>();
  for (const item of previous ?? []) if (!before.has(item.url)) before.set(item.url, item.rank);
  const now = new Set(latest.map((item) => item.url));
  const results = latest.map((item) => {
    const previousRank = before.get(item.url) ?? null;
    const change = previous === null ? null : changeOf(item.rank, previousRank);
    return { ...item, ...marks(item), change, previousRank };
  });
  const dropped = (previous ?? [])
    .filter((item) => !now.has(item.url))
    .map((item) => ({ ...item, ...marks(item) }));
  return { results, dropped };
}

export type SiteRank = { domain: string; own: boolean; rank: number | null };

/** Each watched site's best rank on a page (null: not on it), the tenant's first. */
export function siteRanks(
  items: readonly SerpItem[],
  watched: { sites: readonly string[]; competitors: readonly string[] },
): SiteRank[] {
  const best = (site: string) => {
    const ranks = items.filter((item) => matchesDomain(item.domain, [site])).map((i) => i.rank);
    return ranks.length ? Math.min(...ranks) : null;
  };
  return [
    ...watched.sites.map((domain) => ({ domain, own: true, rank: best(domain) })),
    ...watched.competitors.map((domain) => ({ domain, own: false, rank: best(domain) })),
  ];
}

/** The new-search form's values: where it searches from as a choice, its store as the chooser holds it. */
export type SerpFormValues = {
  name: string;
  keyword: string;
  device: RankingDevice;
  frequency: RankingFrequency;
  languageCode: string;
  from: "country" | "store";
  store: { id: string; title: string } | null;
  sites: string[];
  competitors: string[];
};

/** The form's values as the API's input (GraphQL SerpInput). */
export function serpFormInput(values: SerpFormValues) {
  const { from, store, ...rest } = values;
  return { ...rest, locationId: from === "store" ? (store?.id ?? null) : null };
}

/** Where an issue of the API's input shows on the new-search form ("locationId": its store). */
export function serpFormField(path: string): string {
  return path === "locationId" ? "store" : path;
}
