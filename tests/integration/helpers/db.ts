// A fresh, migrated database per test file: PostgreSQL when TEST_DATABASE_URL is set (a new
// uniquely named database on that server, dropped on close), else in-memory PGlite.
import { randomBytes } from "node:crypto";
import { openDatabase, type Db, type ExecuteSql, type OpenOptions } from "@/lib/db/client";

export type TestDb = { db: Db; close(): Promise<void>; executeSql?: ExecuteSql };

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

export async function createTestDb(options: OpenOptions = {}): Promise<TestDb> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase("memory://", options);
    await handle.migrate();
    return { db: handle.db, close: handle.close, executeSql: handle.executeSql };
  }
  const name = `storeplus_test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase(url.toString(), options);
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
