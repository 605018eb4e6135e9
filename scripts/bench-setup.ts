// The set-up the store benchmarks share: a fresh embedded database counting its SQL statements,
// seeded with `stores` stores in tenant acme, and the GraphQL server with a token of acme's admin.
// executeSql lets a benchmark run the job queue on it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { enableServerModules } from "../lib/db/script-runtime";

enableServerModules();
const { openDatabase } = await import("../lib/db/client");
const { seedDatabase } = await import("../lib/seed/seed");
const { createGraphQLServer } = await import("../lib/graphql/yoga");
const { issueAccessToken } = await import("../lib/auth/token");
const { claimsFor, loadAuthUser } = await import("../lib/auth/user-access");
const { users } = await import("../lib/db/schema");
const { eq } = await import("drizzle-orm");

export async function openBenchDatabase(stores: number) {
  const dir = mkdtempSync(path.join(tmpdir(), "storeplus-bench-"));
  const counter = { statements: 0 };
  const handle = await openDatabase(path.join(dir, "db"), {
    onQuery: () => void counter.statements++,
  });
  const close = async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await handle.migrate();
    const started = performance.now();
    const summary = await seedDatabase(handle.db, { stores });
    const seconds = (performance.now() - started) / 1000;
    process.env.AUTH_SECRET ??= "bench-secret-that-is-at-least-32-characters";
    const admin = await loadAuthUser(handle.db, eq(users.username, "admin"));
    if (!admin) throw new Error("the seed has no admin user");
    const token = await issueAccessToken(claimsFor(admin));
    const yoga = createGraphQLServer({ getDb: async () => handle.db });
    return {
      db: handle.db,
      executeSql: handle.executeSql!,
      counter,
      summary,
      seconds,
      token,
      yoga,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
