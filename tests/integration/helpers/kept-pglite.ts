// One embedded database kept open across the integration files of a run (they share one module
// graph), emptied back to the migrated template for each file that asks for a database. Starting
// PGlite from the template's tarball costs about 1.5 s of CPU a file; emptying it, a few
// statements. A file that changed the schema (dropped a table, say) gets a fresh copy instead,
// and so does a file that asks for a second database while it holds the first.
import type { PGlite } from "@electric-sql/pglite";

/** The template's schemas and tables, the rows of those it fills, and the tables it leaves empty. */
type Shape = {
  schemas: string[];
  tables: string[];
  filled: Map<string, number>;
  truncate: string;
};
type Kept = { client: PGlite; shape: Shape; lent: boolean };

let kept: Kept | undefined;

const quoted = (table: string) =>
  table
    .split(".")
    .map((part) => `"${part}"`)
    .join(".");

async function names(client: PGlite, text: string): Promise<string[]> {
  return (await client.query<{ name: string }>(text)).rows.map((row) => row.name);
}

const schemasOf = (client: PGlite) =>
  names(
    client,
    `select nspname as name from pg_namespace
     where nspname not like 'pg\\_%' and nspname <> 'information_schema' order by 1`,
  );
const tablesOf = (client: PGlite) =>
  names(
    client,
    `select schemaname || '.' || tablename as name from pg_tables
     where schemaname not like 'pg\\_%' and schemaname <> 'information_schema' order by 1`,
  );

async function count(client: PGlite, table: string): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    `select count(*)::int as n from ${quoted(table)}`,
  );
  return rows[0]!.n;
}

async function shapeOf(client: PGlite): Promise<Shape> {
  const tables = await tablesOf(client);
  const filled = new Map<string, number>();
  for (const table of tables) {
    const n = await count(client, table);
    if (n > 0) filled.set(table, n);
  }
  const empty = tables.filter((table) => !filled.has(table));
  const truncate = `truncate ${empty.map(quoted).join(", ")} restart identity cascade`;
  return { schemas: await schemasOf(client), tables, filled, truncate };
}

/** Back to the template's state: false when the schema moved and the copy must be dropped. */
async function empty({ client, shape }: Kept): Promise<boolean> {
  await client.exec("rollback; reset all;");
  // Schemas a library made at run time (the job queue's) go; it makes them again.
  for (const schema of await schemasOf(client))
    if (!shape.schemas.includes(schema)) await client.exec(`drop schema "${schema}" cascade`);
  if ((await tablesOf(client)).join() !== shape.tables.join()) return false;
  for (const [table, n] of shape.filled) if ((await count(client, table)) !== n) return false;
  await client.exec(shape.truncate);
  return true;
}

/**
 * The kept database, emptied, when no file holds it; `undefined` when a new copy is needed. Give
 * it back with the returned `release`.
 */
export async function borrowKept(): Promise<{ client: PGlite; release: () => void } | undefined> {
  if (!kept || kept.lent) return undefined;
  if (!(await empty(kept))) {
    await kept.client.close();
    kept = undefined;
    return undefined;
  }
  return lend(kept);
}

/** Keeps a freshly opened template copy for the files after, when none is kept yet. */
export async function keep(
  client: PGlite,
): Promise<{ client: PGlite; release: () => void } | undefined> {
  if (kept) return undefined;
  kept = { client, shape: await shapeOf(client), lent: false };
  return lend(kept);
}

function lend(entry: Kept) {
  entry.lent = true;
  return { client: entry.client, release: () => void (entry.lent = false) };
}
