// A fresh, migrated database per test file: PostgreSQL when TEST_DATABASE_URL is set (a new
// uniquely named database on that server, dropped on close), else in-memory PGlite (one copy kept
// across files and emptied for each, helpers/kept-pglite.ts).
//
// Migrating takes seconds and a run opens over a hundred databases, so the migrated schema is made
// once per set of migrations and copied: a PGlite tarball in .ci-tmp, a template database on the
// PostgreSQL server. Both are named by a hash of the migration files, so a changed migration
// makes a new one.
import { createHash, randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import {
  MIGRATIONS_FOLDER,
  openDatabase,
  type Db,
  type ExecuteSql,
  type OpenOptions,
} from "@/lib/db/client";
import { borrowKept, keep } from "./kept-pglite";

export type TestDb = { db: Db; close(): Promise<void>; executeSql?: ExecuteSql };

function migrationsHash(): string {
  const hash = createHash("sha1");
  const files = readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: "utf8" }).sort();
  for (const file of files) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (file.endsWith(".sql") || file.endsWith(".json"))
      hash.update(file).update(readFileSync(full));
  }
  return hash.digest("hex").slice(0, 12);
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The migrated, empty PGlite database as a tarball, made on first use by any test file. */
async function pgliteTemplate(): Promise<Blob> {
  const file = path.resolve(".ci-tmp/test-db", `pglite-${migrationsHash()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const handle = await openDatabase("memory://");
  try {
    await handle.migrate();
    const dump = await handle.dumpDataDir!();
    mkdirSync(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a file read at the same time is never half written.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return dump;
  } finally {
    await handle.close();
  }
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The migrated template database on the server, made on first use. */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `storeplus_template_${migrationsHash()}`;
  const { Client } = await import("pg");
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount) return name;
  } finally {
    await client.end();
  }
  const building = `${name}_${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `create database "${building}"`);
  const handle = await openDatabase(withDatabase(serverUrl, building));
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  // Renamed once complete: a template is never seen half migrated.
  await adminQuery(serverUrl, `alter database "${building}" rename to "${name}"`).catch(() =>
    adminQuery(serverUrl, `drop database if exists "${building}" with (force)`),
  );
  return name;
}

/**
 * Makes the migrated template before any test file runs (vitest's global setup): the first file's
 * hook would otherwise migrate it within its own time limit, on whatever CPU the run leaves it.
 */
export async function prepareTestDbTemplate(): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await postgresTemplate(serverUrl);
  else await pgliteTemplate();
}

export async function createTestDb(options: OpenOptions = {}): Promise<TestDb> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const borrowed = await borrowKept();
    const handle = borrowed
      ? await openDatabase("memory://", { ...options, pglite: borrowed.client })
      : await openDatabase("memory://", { ...options, loadDataDir: await pgliteTemplate() });
    // Nothing left to apply on a new copy; kept so a stale template can never pass unnoticed.
    if (!borrowed) await handle.migrate();
    const lent = borrowed ?? (await keep(handle.pglite!));
    return {
      db: handle.db,
      executeSql: handle.executeSql,
      close: lent ? async () => lent.release() : handle.close,
    };
  }
  const template = await postgresTemplate(serverUrl);
  const name = `storeplus_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `create database "${name}" template "${template}"`);
  const handle = await openDatabase(withDatabase(serverUrl, name), options);
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    throw error;
  }
  return {
    db: handle.db,
    executeSql: handle.executeSql,
    close: async () => {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
    },
  };
}

export { seedTwoTenants, TEST_PASSWORD, type SeededTenant, type SeededUser } from "./tenants";
