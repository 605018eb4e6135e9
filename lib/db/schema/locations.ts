import { sql, type SQL } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type PgColumn,
} from "drizzle-orm/pg-core";
import { tenants } from "./tenants";

/** join_text_array (migration 0017) is array_to_string declared immutable, as a generated column needs. */
const joinedText = (column: PgColumn): SQL => sql`join_text_array(${column})`;

/** search_fold (migration 0033) is unaccent with its dictionary named, declared immutable so
 * indexes can hold it ("Málaga" and "MALAGA" are "malaga"). */
export const searchFold = (value: SQL | PgColumn | string): SQL => sql`search_fold(${value})`;

export const locations = pgTable(
  "locations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    googleId: text("google_id").notNull(),
    account: text("account").notNull(),
    locationName: text("location_name").notNull(),
    storeCode: text("store_code"),
    labels: text("labels").array().notNull().default([]),
    regionCode: text("region_code"),
    languageCode: text("language_code"),
    postalCode: text("postal_code"),
    administrativeArea: text("administrative_area"),
    locality: text("locality"),
    addressLines: text("address_lines").array().notNull().default([]),
    /** Kept by the database so the store filters and their indexes read one text instead of
     * joining each row's array (about 3 µs a row on PGlite). */
    addressText: text("address_text")
      .notNull()
      .generatedAlwaysAs((): SQL => joinedText(locations.addressLines)),
    labelsText: text("labels_text")
      .notNull()
      .generatedAlwaysAs((): SQL => joinedText(locations.labels)),
    duplicateLocation: boolean("duplicate_location").notNull().default(false),
    mapsUri: text("maps_uri"),
    newReviewUri: text("new_review_uri"),
    placeId: text("place_id"),
    /** Where the maps service puts the store; rank tracking's grids are drawn around it. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /** OPEN, CLOSED_TEMPORARILY or CLOSED_PERMANENTLY. */
    openStatus: text("open_status").notNull().default("OPEN"),
    /** COMPLETED, FAILED, PENDING or null (never verified). */
    verified: text("verified"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("locations_tenant_google_idx").on(t.tenantId, t.googleId),
    // What storeOfTenant's keys point at (id alone is already unique).
    uniqueIndex("locations_tenant_id_idx").on(t.tenantId, t.id),
    // One index per sort of the store list, each ending in id (the tie-break), so a page of 50 is
    // read in order from the index instead of sorting the whole tenant.
    index("locations_tenant_name_idx").on(t.tenantId, t.locationName, t.id),
    index("locations_tenant_store_code_idx").on(t.tenantId, t.storeCode, t.id),
    index("locations_tenant_locality_idx").on(t.tenantId, t.locality, t.id),
    index("locations_tenant_created_idx").on(t.tenantId, t.createdAt, t.id),
    index("locations_tenant_status_idx").on(t.tenantId, t.openStatus),
    // lower(column), id: serves the sort and the filters' ranges in the same order; migration 0025
    // adds INCLUDE (column) so a filter's total is counted from the index alone.
    index("locations_tenant_lower_name_idx").on(t.tenantId, sql`lower(${t.locationName})`, t.id),
    index("locations_tenant_lower_store_code_idx").on(t.tenantId, sql`lower(${t.storeCode})`, t.id),
    // Trigram indexes serve "contains" (ILIKE '%term%'); migration 0005 turns fastupdate off. The
    // city's lets the toolbar search stay a union of index scans.
    index("locations_name_trgm_idx").using("gin", t.locationName.op("gin_trgm_ops")),
    index("locations_store_code_trgm_idx").using("gin", t.storeCode.op("gin_trgm_ops")),
    index("locations_locality_trgm_idx")
      .using("gin", t.locality.op("gin_trgm_ops"))
      .with({ fastupdate: "off" }),
    // Trigram indexes on the folded columns keep the store search (lib/stores/search-tiers) a union
    // of index scans.
    index("locations_name_fold_trgm_idx")
      .using("gin", sql`${searchFold(t.locationName)} gin_trgm_ops`)
      .with({ fastupdate: "off" }),
    index("locations_store_code_fold_trgm_idx")
      .using("gin", sql`${searchFold(t.storeCode)} gin_trgm_ops`)
      .with({ fastupdate: "off" }),
    index("locations_locality_fold_trgm_idx")
      .using("gin", sql`${searchFold(t.locality)} gin_trgm_ops`)
      .with({ fastupdate: "off" }),
    index("locations_tenant_lower_locality_idx").on(t.tenantId, sql`lower(${t.locality})`, t.id),
    index("locations_tenant_lower_address_idx").on(t.tenantId, sql`lower(${t.addressText})`),
    index("locations_tenant_lower_labels_idx").on(t.tenantId, sql`lower(${t.labelsText})`),
    index("locations_address_trgm_idx")
      .using("gin", t.addressText.op("gin_trgm_ops"))
      .with({ fastupdate: "off" }),
    index("locations_labels_trgm_idx")
      .using("gin", t.labelsText.op("gin_trgm_ops"))
      .with({ fastupdate: "off" }),
  ],
);

/**
 * The key of a per-store table with many rows a store (daily metrics, running totals, search
 * keywords): one foreign key on (tenant_id, location_id) holds the row to a store of its own
 * tenant, and goes with the store, or with the tenant through its stores. A key per column was
 * checked twice per row written, and the tenant's one, every row pointing at the same tenant,
 * cost a third of a metrics import.
 */
export const storeOfTenant = (table: string, t: { tenantId: PgColumn; locationId: PgColumn }) =>
  foreignKey({
    name: `${table}_store_fk`,
    columns: [t.tenantId, t.locationId],
    foreignColumns: [locations.tenantId, locations.id],
  }).onDelete("cascade");

/** Kept by triggers on locations (migration 0002) so the store list's total need not count up to
 * 10,000 rows for every page when only these filters apply. */
export const locationCounts = pgTable(
  "location_counts",
  {
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    openStatus: text("open_status").notNull(),
    verified: text("verified").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.openStatus, t.verified] })],
);
