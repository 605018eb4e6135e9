import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { locations } from "@/lib/db/schema";
import type { NewLocation } from "./locations";

/** Rows per INSERT: ~21 parameters per store keeps each statement far below Postgres' 65,535. */
const BATCH_SIZE = 1_000;
const TRIGRAM_INDEXES = [
  "locations_name_trgm_idx",
  "locations_store_code_trgm_idx",
  "locations_locality_trgm_idx",
  "locations_address_trgm_idx",
  "locations_labels_trgm_idx",
];

async function setFastUpdate(db: Db, on: boolean): Promise<void> {
  for (const name of TRIGRAM_INDEXES) {
    await db.execute(sql.raw(`alter index "${name}" set (fastupdate = ${on ? "on" : "off"})`));
    // Rebuilding once is far cheaper than merging thousands of parked entries.
    if (!on) await db.execute(sql.raw(`reindex index "${name}"`));
  }
}

/** Trigram entries are parked while `load` runs (fastupdate off is slow for thousands of rows),
 * then the indexes are rebuilt once. Run it in a transaction. */
export async function bulkLoadLocations(
  db: Db,
  load: (insert: (rows: NewLocation[]) => Promise<void>) => Promise<void>,
): Promise<void> {
  await setFastUpdate(db, true);
  await load(async (rows) => {
    for (let i = 0; i < rows.length; i += BATCH_SIZE) {
      await db.insert(locations).values(rows.slice(i, i + BATCH_SIZE));
    }
  });
  await setFastUpdate(db, false);
}
