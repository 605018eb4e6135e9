import "server-only";
import { getDb, type Db } from "@/lib/db/client";
import type { ListAttributeMetadataResponse } from "@/lib/maps/types";
import { businessCaller } from "../api-auth";
import { decodePageToken, nextPageToken, parsePageSize } from "../api-params";
import { availableAttributes } from "../attributes/metadata";
import { categoryLanguage, findCategory, type CategoryLanguage } from "../categories";
import { invalidArgument, json } from "../http";
import type { Caller } from "../tokens";
import { checkLocationId, requireCallerLocation } from "../location-access";
import { parseLanguage, requireRegion } from "./categories";

const PAGE = { default: 200, max: 200 };

type Scope = { lang: CategoryLanguage; food: boolean; all: boolean };

function parseShowAll(raw: string | null): boolean {
  if (raw === null || raw === "" || raw === "false") return false;
  if (raw === "true") return true;
  throw invalidArgument("show_all", "Must be true or false");
}

/** "categories/gcid:cafe" as Google documents it; "gcid:cafe" as v4 named them. */
function parseCategoryName(raw: string | null) {
  if (!raw) throw invalidArgument("category_name", "Set parent, category_name or show_all");
  const name = raw.startsWith("categories/") ? raw : `categories/${raw}`;
  if (!/^categories\/gcid:[a-z0-9_]{1,80}$/.test(name))
    throw invalidArgument("category_name", "Must be of the format categories/{category_id}");
  const category = findCategory(name);
  if (!category) throw invalidArgument("category_name", `Unknown category: ${raw.slice(0, 80)}`);
  return category;
}

// A location's scope takes its own language, since parent admits no other parameter.
async function scopeOf(db: Db, caller: Caller, params: URLSearchParams): Promise<Scope> {
  const languageCode = params.get("languageCode");
  if (parseShowAll(params.get("showAll"))) {
    requireRegion(params.get("regionCode"), true);
    return { lang: parseLanguage(languageCode), food: true, all: true };
  }
  const parent = params.get("parent");
  if (parent) {
    for (const [param, field] of [
      ["categoryName", "category_name"],
      ["regionCode", "region_code"],
      ["languageCode", "language_code"],
    ] as const)
      if (params.get(param)) throw invalidArgument(field, "Must not be set with parent");
    const id = /^locations\/([^/]+)$/.exec(parent)?.[1] ?? "";
    const location = await requireCallerLocation(db, caller, checkLocationId(id, "parent"));
    const primary = findCategory(location.data.categories?.primaryCategory?.name ?? "");
    return {
      lang: categoryLanguage(location.languageCode),
      food: primary?.group === "food",
      all: false,
    };
  }
  const category = parseCategoryName(params.get("categoryName"));
  requireRegion(params.get("regionCode"), true);
  return {
    lang: languageCode ? parseLanguage(languageCode) : "en",
    food: category.group === "food",
    all: false,
  };
}

export async function listAttributeMetadata(request: Request): Promise<Response> {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  const params = new URL(request.url).searchParams;
  const scope = await scopeOf(db, caller, params);
  const pageSize = parsePageSize(params.get("pageSize"), PAGE);
  const query = `attributes|${scope.lang}|${scope.food}|${scope.all}`;
  const offset = decodePageToken(params.get("pageToken"), query);
  const matching = availableAttributes(scope.lang, scope);
  const body: ListAttributeMetadataResponse = {};
  const page = matching.slice(offset, offset + pageSize);
  if (page.length) body.attributeMetadata = page;
  const next = nextPageToken(offset, pageSize, matching.length, query);
  if (next) body.nextPageToken = next;
  return json(body);
}
