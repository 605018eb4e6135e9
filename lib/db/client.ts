import "server-only";
import path from "node:path";
import { mkdirSync } from "node:fs";
import type { PGlite as PGliteClient } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { lockDataDir } from "./pglite-lock";
import { isPostgresUrl } from "./url";
import * as schema from "./schema";

export type Schema = typeof schema;
/** Query code never depends on the driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = path.resolve(
  /* turbopackIgnore: true */ process.cwd(),
  "lib/db/migrations",
);

/** Plain SQL with $1… parameters, for libraries that bring their own SQL (the job queue). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export type Handle = {
  db: Db;
  close: () => Promise<void>;
  migrate: () => Promise<void>;
  executeSql?: ExecuteSql;
  dumpDataDir?: () => Promise<Blob>;
  /** The embedded database itself, for a caller that keeps it open past this handle. */
  pglite?: PGliteClient;
};

export type OpenOptions = {
  loadDataDir?: Blob;
  onQuery?: (query: string, params: unknown[]) => void;
  /** An embedded database already open, to use instead of starting one ("memory://" only). */
  pglite?: PGliteClient;
};

export async function openDatabase(url: string, options: OpenOptions = {}): Promise<Handle> {
  const logger = options.onQuery ? { logQuery: options.onQuery } : undefined;
  if (isPostgresUrl(url)) {
    const { Pool } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    // Safe behind a transaction pooler (PgBouncer in transaction mode, a managed service's pooled
    // URL): queries use unnamed statements and no session state (SET, LISTEN, session advisory
    // locks) is relied on. A serverless instance serves one request at a time: give it a small
    // DATABASE_POOL_MAX and let the pooler multiplex.
    const pool = new Pool({
      connectionString: url,
      max: Number(process.env.DATABASE_POOL_MAX ?? 10),
    });
    // An idle connection can be cut by the server (restart, failover, a dropped database). pg
    // reports that on the pool; without a listener the event would crash the process.
    pool.on("error", (error) => console.error("idle database connection lost:", error.message));
    const db = drizzle(pool, { schema, logger });
    return {
      db: db as unknown as Db,
      close: () => pool.end(),
      migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      executeSql: (text, values) => pool.query(text, values),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  // pg_trgm for the store search's trigram indexes, unaccent for the review search's folding.
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let dataDir: string | undefined;
  let unlock = () => {};
  if (url !== "memory://") {
    dataDir = path.resolve(/* turbopackIgnore: true */ process.cwd(), url);
    // PGlite's own mkdir is not recursive.
    mkdirSync(path.dirname(dataDir), { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  // PGlite loads extensions only when given a data dir; "memory://" is its in-memory one.
  const client =
    options.pglite ??
    new PGlite(dataDir ?? "memory://", {
      extensions: { pg_trgm, unaccent },
      loadDataDir: options.loadDataDir,
    });
  const db = drizzle(client, { schema, logger });
  return {
    db: db as unknown as Db,
    close: async () => {
      await client.close();
      unlock();
    },
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    // PGlite's query() takes one statement; parameterless scripts of several go through exec().
    executeSql: async (text, values = []) => {
      if (values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    dumpDataDir: () => client.dumpDataDir("none"),
    pglite: client,
  };
}

export function databaseUrl(): string {
  return process.env.DATABASE_URL || process.env.PGLITE_DIR || ".data/pglite";
}

const globalForDb = globalThis as unknown as { storeplusDb?: Promise<Handle> };

export function getDb(): Promise<Db> {
  globalForDb.storeplusDb ??= openDatabase(databaseUrl()).then(async (handle) => {
    // Many instances starting at once after a deploy would race to apply the same migration;
    // such hosts migrate once in their release step (`npm run db:migrate`) and set this off.
    if (process.env.MIGRATE_ON_START?.trim().toLowerCase() !== "off") await handle.migrate();
    return handle;
  });
  return globalForDb.storeplusDb.then((h) => h.db);
}

export async function getDbHandle(): Promise<Handle> {
  await getDb();
  return globalForDb.storeplusDb!;
}

export function setDbForTests(handle: Handle | undefined) {
  globalForDb.storeplusDb = handle ? Promise.resolve(handle) : undefined;
}

export { schema };
