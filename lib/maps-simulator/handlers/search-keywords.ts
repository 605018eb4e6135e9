import "server-only";
import { getDb } from "@/lib/db/client";
import {
  MAX_SEARCH_KEYWORDS_PAGE_SIZE,
  type GoogleMonth,
  type ListSearchKeywordImpressionsMonthlyResponse,
} from "@/lib/maps/types";
import { decodePageToken, nextPageToken, parsePageSize } from "../api-params";
import { businessCaller } from "../api-auth";
import { categoryLanguage, findCategory } from "../categories";
import { invalidArgument, json } from "../http";
import { requireCallerLocation, type SimLocationContext } from "../location-access";
import { searchKeywordCounts, type KeywordLocation } from "../performance/search-keywords";

/** Performance keeps about 18 months. */
const MAX_MONTHS = 18;
const PAGE = { default: MAX_SEARCH_KEYWORDS_PAGE_SIZE, max: MAX_SEARCH_KEYWORDS_PAGE_SIZE };

/** Google also reads it in camelCase or snake_case. */
function monthPart(params: URLSearchParams, which: "start" | "end", part: string): number {
  const names = [
    `monthlyRange.${which}_month.${part}`,
    `monthlyRange.${which}Month.${part}`,
    `monthly_range.${which}_month.${part}`,
  ];
  const raw = names.map((name) => params.get(name)).find((value) => value !== null) ?? null;
  if (raw === null || !/^\d{1,4}$/.test(raw))
    throw invalidArgument(`monthly_range.${which}_month`, "Invalid month");
  return Number(raw);
}

function readMonth(params: URLSearchParams, which: "start" | "end"): GoogleMonth {
  const month = {
    year: monthPart(params, which, "year"),
    month: monthPart(params, which, "month"),
  };
  if (month.year < 1970 || month.month < 1 || month.month > 12)
    throw invalidArgument(`monthly_range.${which}_month`, "Invalid month");
  return month;
}

const index = (m: GoogleMonth) => m.year * 12 + m.month - 1;

export function keywordLocation(location: SimLocationContext): KeywordLocation {
  const lang = categoryLanguage(location.languageCode);
  const categories = location.data.categories;
  const names = [categories?.primaryCategory, ...(categories?.additionalCategories ?? [])]
    .map((category) => {
      const known = category?.name ? findCategory(category.name) : undefined;
      return known ? known[lang] : category?.displayName;
    })
    .filter((name): name is string => Boolean(name));
  return {
    id: location.id,
    published: location.published,
    brand: location.accountName,
    title: location.title,
    categories: names,
    city: location.data.storefrontAddress?.locality ?? null,
    spanish: lang === "es",
  };
}

export async function listSearchKeywordImpressions(
  request: Request,
  locationId: string,
): Promise<Response> {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  const params = new URL(request.url).searchParams;
  const start = readMonth(params, "start");
  const end = readMonth(params, "end");
  if (index(end) < index(start))
    throw invalidArgument("monthly_range", "end_month is before start_month");
  if (index(end) - index(start) >= MAX_MONTHS)
    throw invalidArgument("monthly_range", `At most ${MAX_MONTHS} months`);
  const pageSize = parsePageSize(params.get("pageSize"), PAGE);
  const location = await requireCallerLocation(db, caller, locationId);
  const query = `keywords|${locationId}|${index(start)}|${index(end)}`;
  const offset = decodePageToken(params.get("pageToken"), query);
  const counts = searchKeywordCounts(keywordLocation(location), { start, end });
  const body: ListSearchKeywordImpressionsMonthlyResponse = {};
  const page = counts.slice(offset, offset + pageSize);
  if (page.length) body.searchKeywordsCounts = page;
  const next = nextPageToken(offset, pageSize, counts.length, query);
  if (next) body.nextPageToken = next;
  return json(body);
}
