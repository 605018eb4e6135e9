import "server-only";
import { and, asc, eq, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { filterCondition } from "@/lib/db/list-query";
import { locations, workspaceLocations } from "@/lib/db/schema";
import type { VerificationState } from "@/lib/maps/types";
import type { ColumnFilter } from "@/lib/validation/list-query";
import type { STORE_CHOICE_FILTER_COLUMNS } from "@/lib/validation/locations";

/** A store as the store pickers of reviews, posts, media, marketing data and reports list it. */
export type StoreOption = {
  id: string;
  title: string;
  locality: string | null;
  /** COMPLETED, PENDING, FAILED, or null for a store never verified; read by the store choosers. */
  verified?: VerificationState | null;
};

/** The columns the stores list filters on, as a store chooser filters them too. */
const FILTER_COLUMNS = { labels: locations.labelsText, locality: locations.locality };

export type StoreOptionsParams = {
  ids?: string[];
  search?: string;
  filters?: ColumnFilter<(typeof STORE_CHOICE_FILTER_COLUMNS)[number]>[];
  limit: number;
};

type StoreOptionsWorkspace = { id: string; isDefault: boolean };

function inWorkspace(workspace: StoreOptionsWorkspace | undefined): SQL | undefined {
  if (!workspace || workspace.isDefault) return undefined;
  return sql`exists (select 1 from ${workspaceLocations} where ${workspaceLocations.workspaceId} = ${workspace.id} and ${workspaceLocations.locationId} = ${locations.id})`;
}

/**
 * The stores a store picker offers, by name, in one statement: with `ids`, those of the
 * tenant's stores (others' ids are silently absent); else those whose name, store code or city
 * contains `search` (the trigram indexes serve it), within `workspace`.
 */
export async function listStoreOptions(
  db: Db,
  input: StoreOptionsParams & { tenantId: string; workspace?: StoreOptionsWorkspace },
): Promise<StoreOption[]> {
  const { tenantId, ids, search, workspace, limit, filters = [] } = input;
  const matching = ids
    ? sql`${locations.id} = any(${sql.param(ids)}::uuid[])`
    : and(
        search
          ? or(
              filterCondition(locations.locationName, "contains", search),
              filterCondition(locations.storeCode, "contains", search),
              filterCondition(locations.locality, "contains", search),
            )
          : undefined,
        ...filters.map((f) => filterCondition(FILTER_COLUMNS[f.column], f.type, f.word)),
        inWorkspace(workspace),
      );
  return db
    .select({
      id: locations.id,
      title: locations.locationName,
      locality: locations.locality,
      verified: sql<VerificationState | null>`${locations.verified}`,
    })
    .from(locations)
    .where(and(eq(locations.tenantId, tenantId), matching))
    .orderBy(asc(locations.locationName), asc(locations.id))
    .limit(ids ? Math.max(ids.length, 1) : limit);
}
