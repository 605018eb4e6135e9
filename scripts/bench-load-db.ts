// The load test's database: a throwaway PostgreSQL cluster in a temporary folder, bound to
// 127.0.0.1, holding the demo tenants with `stores` stores in acme and `reviewsPerStore` reviews
// of each. Removed again by stop(), which is safe to call more than once.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { enableServerModules } from "../lib/db/script-runtime";
import { postgresBin, runAsPostgres } from "./bench-reports-pg";

export type LoadDatabase = { url: string; stop: () => void };

export function startCluster(port: number): LoadDatabase {
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), "storeplus-load-pg-"));
  if (process.getuid?.() === 0) execFileSync("chown", ["-R", "postgres", dir]);
  const data = path.join(dir, "data");
  let running = false;
  const stop = () => {
    if (running) {
      running = false;
      try {
        runAsPostgres(path.join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]);
      } catch {
        // Already stopped.
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    runAsPostgres(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust"]);
    // A throwaway cluster: durability off; the rest as PostgreSQL ships it.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    runAsPostgres(path.join(bin, "pg_ctl"), [
      ...["-D", data, "-l", path.join(dir, "log"), "-o", options, "-w", "start"],
    ]);
    running = true;
  } catch (error) {
    stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

/** Migrates and seeds the database at `url`; answers the seconds it took and acme's default
 * workspace (the one a session starts in). */
export async function seedLoadDatabase(
  url: string,
  { stores, reviewsPerStore }: { stores: number; reviewsPerStore: number },
): Promise<{ seconds: number; workspaceId: string }> {
  enableServerModules();
  const { openDatabase } = await import("../lib/db/client");
  const { seedDatabase } = await import("../lib/seed/seed");
  const { tenantId } = await import("../lib/seed/tenants");
  const { seedBenchReviews } = await import("./bench-reviews-seed");
  const { workspaces } = await import("../lib/db/schema");
  const { and, eq } = await import("drizzle-orm");
  const started = performance.now();
  const handle = await openDatabase(url);
  try {
    await handle.migrate();
    await seedDatabase(handle.db, { stores });
    const acme = tenantId("acme");
    await seedBenchReviews(handle.db, { tenantId: acme, perStore: reviewsPerStore });
    const [workspace] = await handle.db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(and(eq(workspaces.tenantId, acme), eq(workspaces.isDefault, true)));
    return { seconds: (performance.now() - started) / 1000, workspaceId: workspace.id };
  } finally {
    await handle.close();
  }
}
