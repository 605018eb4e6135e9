import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { jobs } from "./jobs";
import { locations } from "./locations";
import { tenants } from "./tenants";
import { users } from "./users";

/** A store spreadsheet brought back: its preview, until applied as one LOCATION_EDIT job. */
export const storeImports = pgTable(
  "store_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    fileName: text("file_name").notNull(),
    /** CSV or XLSX. */
    format: text("format").notNull(),
    /** READY (previewed, nothing sent), APPLIED (its job made). */
    status: text("status").notNull().default("READY"),
    rows: integer("rows").notNull().default(0),
    changedStores: integer("changed_stores").notNull().default(0),
    changes: integer("changes").notNull().default(0),
    errors: integer("errors").notNull().default(0),
    unknownCodes: integer("unknown_codes").notNull().default(0),
    duplicates: integer("duplicates").notNull().default(0),
    unchangedRows: integer("unchanged_rows").notNull().default(0),
    unchangedCells: integer("unchanged_cells").notNull().default(0),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("store_imports_tenant_id_idx").on(t.tenantId, t.id),
    index("store_imports_tenant_created_idx").on(t.tenantId, t.createdAt),
  ],
);

/** One changed cell: what the preview lists, per store and field. */
export const storeImportChanges = pgTable(
  "store_import_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    importId: uuid("import_id")
      .notNull()
      .references(() => storeImports.id, { onDelete: "cascade" }),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    /** The data row, 1 being the first under the headers' row (the sheet's row 2). */
    row: integer("row").notNull(),
    storeCode: text("store_code").notNull(),
    /** A column key of lib/store-import/columns.ts. */
    field: text("field").notNull(),
    oldValue: text("old_value").notNull(),
    newValue: text("new_value").notNull(),
  },
  (t) => [index("store_import_changes_import_idx").on(t.tenantId, t.importId, t.row, t.field)],
);

/** A store's patch made of its changed cells, sent as its item when the import is applied. */
export const storeImportPatches = pgTable(
  "store_import_patches",
  {
    importId: uuid("import_id")
      .notNull()
      .references(() => storeImports.id, { onDelete: "cascade" }),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    patch: jsonb("patch").$type<Record<string, unknown>>().notNull(),
  },
  (t) => [uniqueIndex("store_import_patches_import_idx").on(t.tenantId, t.importId, t.locationId)],
);

/** A row or cell the import will not send: invalid, an unknown store code, a repeated row. */
export const storeImportErrors = pgTable(
  "store_import_errors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    importId: uuid("import_id")
      .notNull()
      .references(() => storeImports.id, { onDelete: "cascade" }),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    /** INVALID, UNKNOWN_CODE or DUPLICATE. */
    kind: text("kind").notNull(),
    row: integer("row").notNull(),
    /** A column key; null for the whole row. */
    field: text("field"),
    /** A key of storeImport.errors or stores.validation, read in the reader's language. */
    message: text("message").notNull(),
    storeCode: text("store_code"),
  },
  (t) => [index("store_import_errors_import_idx").on(t.tenantId, t.importId, t.row)],
);
