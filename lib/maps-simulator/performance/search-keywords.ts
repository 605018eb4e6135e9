import type { GoogleMonth, SearchKeywordCount } from "@/lib/maps/types";
import { drawFrom } from "../ids";
import { storeScale } from "./daily-metrics";

// Computed, never stored: a pure function of the store and the month.

export type KeywordLocation = {
  id: string;
  published: boolean;
  brand: string;
  title: string;
  categories: string[];
  city: string | null;
  spanish: boolean;
};

/** Under this many impressions the service gives only the threshold, not the count. */
export const KEYWORD_THRESHOLD = 15;

type Term = { keyword: string; weight: number };

const clean = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

export function keywordTerms(location: KeywordLocation): Term[] {
  const city = location.city ? clean(location.city) : null;
  const near = location.spanish ? "cerca de mi" : "near me";
  const open = location.spanish ? "abierto ahora" : "open now";
  const best = location.spanish ? "mejor" : "best";
  const brand = clean(location.brand);
  const terms: Term[] = [
    { keyword: brand, weight: 40 },
    { keyword: clean(location.title), weight: 6 },
  ];
  if (city) terms.push({ keyword: `${brand} ${city}`, weight: 12 });
  location.categories.slice(0, 3).forEach((name, i) => {
    const category = clean(name);
    const weight = i === 0 ? 1 : 0.4;
    terms.push(
      { keyword: category, weight: 25 * weight },
      { keyword: `${category} ${near}`, weight: 18 * weight },
      { keyword: `${category} ${open}`, weight: 4 * weight },
      { keyword: `${best} ${category}`, weight: 2 * weight },
    );
    if (city) terms.push({ keyword: `${category} ${city}`, weight: 9 * weight });
  });
  // One spelling per keyword: the first (heaviest) wins if two happen to read the same.
  const seen = new Set<string>();
  return terms.filter((term) => term.keyword && !seen.has(term.keyword) && seen.add(term.keyword));
}

const monthKey = (m: GoogleMonth) => `${m.year}-${String(m.month).padStart(2, "0")}`;
const monthIndex = (m: GoogleMonth) => m.year * 12 + m.month - 1;

export function monthsBetween(start: GoogleMonth, end: GoogleMonth): GoogleMonth[] {
  const months: GoogleMonth[] = [];
  for (let i = monthIndex(start); i <= monthIndex(end); i++)
    months.push({ year: Math.floor(i / 12), month: (i % 12) + 1 });
  return months;
}

// The current month counts the days gone so far.
export function monthlyKeywordCounts(
  location: KeywordLocation,
  month: GoogleMonth,
  today: Date = new Date(),
): Map<string, number> {
  const counts = new Map<string, number>();
  if (!location.published) return counts;
  const now = { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1 };
  if (monthIndex(month) > monthIndex(now)) return counts;
  const daysInMonth = new Date(Date.UTC(month.year, month.month, 0)).getUTCDate();
  const share = monthIndex(month) === monthIndex(now) ? today.getUTCDate() / daysInMonth : 1;
  // December shopping peak, as the daily metrics.
  const season = 1 + 0.2 * Math.cos(((month.month - 12) / 12) * 2 * Math.PI);
  const scale = storeScale(location.id) * season * share;
  for (const term of keywordTerms(location)) {
    const noise =
      0.6 + drawFrom(`kw:${location.id}:${term.keyword}:${monthKey(month)}`).next() * 0.8;
    const count = Math.round(term.weight * scale * noise);
    if (count > 0) counts.set(term.keyword, count);
  }
  return counts;
}

// A sum under the threshold shows only the threshold.
export function searchKeywordCounts(
  location: KeywordLocation,
  range: { start: GoogleMonth; end: GoogleMonth },
  today: Date = new Date(),
): SearchKeywordCount[] {
  const sums = new Map<string, number>();
  for (const month of monthsBetween(range.start, range.end))
    for (const [keyword, count] of monthlyKeywordCounts(location, month, today))
      sums.set(keyword, (sums.get(keyword) ?? 0) + count);
  return [...sums.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([searchKeyword, count]) => ({
      searchKeyword,
      insightsValue:
        count < KEYWORD_THRESHOLD
          ? { threshold: String(KEYWORD_THRESHOLD) }
          : { value: String(count) },
    }));
}
