import "server-only";
import { getDb } from "@/lib/db/client";
import { foldText } from "@/lib/format/text";
import type {
  BatchGetCategoriesResponse,
  CategoryView,
  ListCategoriesResponse,
} from "@/lib/maps/types";
import { businessCaller } from "../api-auth";
import { decodePageToken, nextPageToken, parsePageSize } from "../api-params";
import {
  categoryLanguage,
  categoryResource,
  findCategory,
  SIM_CATEGORIES,
  type CatalogCategory,
  type CategoryLanguage,
} from "../categories";
import { invalidArgument, json } from "../http";
import { isRegionCode } from "../validate/values";

const PAGE = { default: 100, max: 100 };
const MAX_NAMES = 100;

function parseView(raw: string | null): CategoryView {
  if (raw === "BASIC" || raw === "FULL") return raw;
  if (raw === "CATEGORY_VIEW_UNSPECIFIED") return "BASIC";
  throw invalidArgument("view", "BASIC or FULL");
}

export function parseLanguage(raw: string | null): CategoryLanguage {
  if (!raw || !/^[a-zA-Z]{2,3}([-_][a-zA-Z0-9]{2,8})*$/.test(raw))
    throw invalidArgument("language_code", "Field is required");
  return categoryLanguage(raw);
}

export function requireRegion(raw: string | null, required: boolean): void {
  if (raw === null || raw === "") {
    if (required) throw invalidArgument("region_code", "Field is required");
  } else if (!isRegionCode(raw)) throw invalidArgument("region_code", "Unknown region");
}

/** Only displayName=…, matched against the front of the localized name. */
function parseFilter(raw: string | null): string | null {
  if (!raw) return null;
  const match = /^\s*displayName\s*=\s*"?([^"]{1,100})"?\s*$/.exec(raw);
  if (!match) throw invalidArgument("filter", "Only displayName=… is supported");
  return foldText(match[1]!.trim());
}

export async function listCategories(request: Request): Promise<Response> {
  const db = await getDb();
  await businessCaller(db, request);
  const params = new URL(request.url).searchParams;
  requireRegion(params.get("regionCode"), true);
  const lang = parseLanguage(params.get("languageCode"));
  const view = parseView(params.get("view"));
  const prefix = parseFilter(params.get("filter"));
  const pageSize = parsePageSize(params.get("pageSize"), PAGE);
  const query = `categories|${lang}|${prefix ?? ""}`;
  const offset = decodePageToken(params.get("pageToken"), query);

  const matching = SIM_CATEGORIES.filter(
    (category) => prefix === null || foldText(category[lang]).startsWith(prefix),
  ).sort((a, b) => a[lang].localeCompare(b[lang], lang));
  const body: ListCategoriesResponse = {};
  const page = matching.slice(offset, offset + pageSize);
  if (page.length) body.categories = page.map((c) => categoryResource(c, lang, view));
  const next = nextPageToken(offset, pageSize, matching.length, query);
  if (next) body.nextPageToken = next;
  return json(body);
}

export async function batchGetCategories(request: Request): Promise<Response> {
  const db = await getDb();
  await businessCaller(db, request);
  const params = new URL(request.url).searchParams;
  const names = [...new Set(params.getAll("names"))];
  if (names.length === 0) throw invalidArgument("names", "At least one name is required");
  if (names.length > MAX_NAMES) throw invalidArgument("names", `At most ${MAX_NAMES} names`);
  requireRegion(params.get("regionCode"), false);
  const lang = parseLanguage(params.get("languageCode"));
  const view = parseView(params.get("view"));
  const found: CatalogCategory[] = [];
  for (const name of names) {
    if (!/^categories\/gcid:[a-z0-9_]{1,80}$/.test(name))
      throw invalidArgument("names", `Invalid category name: ${name.slice(0, 80)}`);
    const category = findCategory(name);
    if (category) found.push(category);
  }
  const body: BatchGetCategoriesResponse = {};
  if (found.length) body.categories = found.map((c) => categoryResource(c, lang, view));
  return json(body);
}
