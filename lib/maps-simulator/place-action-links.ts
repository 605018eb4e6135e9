import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { PLACE_ACTION_TYPES, type PlaceActionLink, type PlaceActionType } from "@/lib/maps/types";
import { invalidArguments, SimApiError, type FieldViolation } from "./http";
import { simPlaceActionLinks } from "./schema";
import { isWebUrl } from "./validate/values";

export type LinkRow = typeof simPlaceActionLinks.$inferSelect;
export type LinkFields = { uri?: string; placeActionType?: PlaceActionType; isPreferred?: boolean };

export function linkResource(row: LinkRow): PlaceActionLink {
  return {
    name: `locations/${row.locationId}/placeActionLinks/${row.id}`,
    providerType: row.providerType as PlaceActionLink["providerType"],
    isEditable: row.providerType === "MERCHANT",
    uri: row.uri,
    placeActionType: row.placeActionType as PlaceActionType,
    ...(row.isPreferred ? { isPreferred: true } : {}),
    createTime: row.createTime.toISOString(),
    updateTime: row.updateTime.toISOString(),
  };
}

/** Google's 400 for every bad one. */
export function readLinkFields(
  body: Record<string, unknown>,
  fields: readonly string[],
): LinkFields {
  const out: LinkFields = {};
  const problems: FieldViolation[] = [];
  if (fields.includes("uri") && body.uri !== undefined) {
    if (isWebUrl(body.uri)) out.uri = body.uri;
    else problems.push({ field: "uri", description: "Invalid URL" });
  }
  if (fields.includes("placeActionType") && body.placeActionType !== undefined) {
    if ((PLACE_ACTION_TYPES as readonly unknown[]).includes(body.placeActionType))
      out.placeActionType = body.placeActionType as PlaceActionType;
    else problems.push({ field: "placeActionType", description: PLACE_ACTION_TYPES.join(", ") });
  }
  if (fields.includes("isPreferred") && body.isPreferred !== undefined) {
    if (typeof body.isPreferred === "boolean") out.isPreferred = body.isPreferred;
    else problems.push({ field: "isPreferred", description: "Must be true or false" });
  }
  if (problems.length) throw invalidArguments(problems);
  return out;
}

// One link per (uri, type) at a location: another answers ALREADY_EXISTS.
export async function saveLink(db: Db, link: LinkRow): Promise<LinkRow> {
  try {
    return await insertOrReplace(db, link);
  } catch (error) {
    // Two writers racing to the same (uri, type): the unique index decides, as the check would.
    if (isUniqueViolation(error)) throw alreadyExists(link, "");
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e && typeof e === "object"; depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

function alreadyExists(link: LinkRow, clashId: string): SimApiError {
  const where = `locations/${link.locationId}/placeActionLinks/${clashId}`;
  return new SimApiError(
    "ALREADY_EXISTS",
    `A ${link.placeActionType} link to this uri already exists${clashId ? `: ${where}` : ""}.`,
  );
}

async function insertOrReplace(db: Db, link: LinkRow): Promise<LinkRow> {
  return db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: simPlaceActionLinks.id })
      .from(simPlaceActionLinks)
      .where(
        and(
          eq(simPlaceActionLinks.locationId, link.locationId),
          eq(simPlaceActionLinks.placeActionType, link.placeActionType),
          eq(simPlaceActionLinks.uri, link.uri),
          ne(simPlaceActionLinks.id, link.id),
        ),
      )
      .limit(1);
    if (clash) throw alreadyExists(link, clash.id);
    if (link.isPreferred)
      await tx
        .update(simPlaceActionLinks)
        .set({ isPreferred: false, updateTime: link.updateTime })
        .where(
          and(
            eq(simPlaceActionLinks.locationId, link.locationId),
            eq(simPlaceActionLinks.placeActionType, link.placeActionType),
            eq(simPlaceActionLinks.isPreferred, true),
            ne(simPlaceActionLinks.id, link.id),
          ),
        );
    const [row] = await tx
      .insert(simPlaceActionLinks)
      .values(link)
      .onConflictDoUpdate({
        target: simPlaceActionLinks.id,
        set: {
          uri: link.uri,
          placeActionType: link.placeActionType,
          isPreferred: link.isPreferred,
          updateTime: link.updateTime,
        },
      })
      .returning();
    return row!;
  });
}
