import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import type { Category, Location } from "@/lib/maps/types";
import { categoryLanguage, findCategory } from "./categories";
import { failedPrecondition, invalidArgument } from "./http";
import type { SimLocationContext } from "./location-access";
import { simLocations } from "./schema";
import type { LocationData } from "./validate/location";

// Shared by locations.patch and accounts.locations.create.

/** Absent is false, as Google reads it. */
export function parseBool(raw: string | null, field: string): boolean {
  if (raw === null || raw === "" || raw === "false") return false;
  if (raw === "true") return true;
  throw invalidArgument(field, "Must be true or false");
}

function named(category: Category, lang: "en" | "es"): Category {
  const known = findCategory(category.name);
  return known ? { name: category.name, displayName: known[lang] } : category;
}

/** Output-only parts Google fills in. */
export function withDerived(data: LocationData): LocationData {
  const next = { ...data };
  const lang = categoryLanguage(next.languageCode ?? "en");
  if (next.categories) {
    const { primaryCategory, additionalCategories } = next.categories;
    next.categories = {
      ...(primaryCategory ? { primaryCategory: named(primaryCategory, lang) } : {}),
      ...(additionalCategories?.length
        ? { additionalCategories: additionalCategories.map((c) => named(c, lang)) }
        : {}),
    };
  }
  if (next.openInfo) {
    const { status, openingDate } = next.openInfo;
    next.openInfo = {
      status,
      canReopen: status !== "OPEN",
      ...(openingDate ? { openingDate } : {}),
    };
  }
  return next;
}

/**
 * A duplicate is edited through the location it duplicates; a permanently closed store only
 * takes a change of its open status (reopening).
 */
export function requireEditable(location: SimLocationContext, touched: ReadonlySet<string>): void {
  const subject = `locations/${location.id}`;
  const duplicateOf = location.data.metadata?.duplicateLocation;
  if (duplicateOf)
    throw failedPrecondition(
      "DUPLICATE_LOCATION",
      subject,
      `The location duplicates ${duplicateOf} and cannot be edited.`,
    );
  if (
    location.openStatus === "CLOSED_PERMANENTLY" &&
    [...touched].some((field) => field !== "openInfo")
  )
    throw failedPrecondition(
      "LOCATION_CLOSED_PERMANENTLY",
      subject,
      "The location is permanently closed: only its open status can change.",
    );
}

export async function requireFreeStoreCode(
  db: Db,
  accountId: string,
  storeCode: string | undefined,
  exceptId?: string,
): Promise<void> {
  if (!storeCode) return;
  const [taken] = await db
    .select({ id: simLocations.id })
    .from(simLocations)
    .where(
      and(
        eq(simLocations.accountId, accountId),
        eq(simLocations.storeCode, storeCode),
        exceptId ? ne(simLocations.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken)
    throw failedPrecondition(
      "STORE_CODE_ALREADY_EXISTS",
      "storeCode",
      `Store code ${storeCode} is already used by locations/${taken.id} in this account.`,
    );
}

export function indexedColumns(data: LocationData) {
  return {
    title: data.title ?? "",
    storeCode: data.storeCode || null,
    openStatus: data.openInfo?.status ?? "OPEN",
  };
}

export function locationResource(id: string, data: LocationData): Location {
  return { name: `locations/${id}`, ...data };
}
