// The PostgreSQL the reports benchmark runs on: BENCH_DATABASE_URL when set, else a cluster of its
// own under .data/bench-reports (port 54339, kept between runs so the 10,000-store tenant is built
// once). Never the integration suite's cluster, which that suite recreates on every run.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";

const DIR = path.resolve(".data/bench-reports");
const PORT = Number(process.env.BENCH_PG_PORT ?? 54339);
const DATABASE = "storeplus_bench_reports";

export function postgresBin(): string {
  const root = "/usr/lib/postgresql";
  const version = existsSync(root)
    ? readdirSync(root)
        .sort((a, b) => Number(a) - Number(b))
        .at(-1)
    : undefined;
  if (!version) throw new Error("PostgreSQL binaries not found: set BENCH_DATABASE_URL");
  return path.join(root, version, "bin");
}

export function runAsPostgres(command: string, args: string[]) {
  // initdb and pg_ctl refuse to run as root: the postgres user runs them then.
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot
    ? ["runuser", ["-u", "postgres", "--", command, ...args]]
    : [command, args];
  return execFileSync(file, argv, { stdio: ["ignore", "pipe", "pipe"] }).toString();
}

/** Starts the benchmark's own cluster when needed and answers a URL of its database. */
export async function benchDatabaseUrl(): Promise<string> {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const bin = postgresBin();
  const data = path.join(DIR, "data");
  if (!existsSync(data)) {
    mkdirSync(DIR, { recursive: true });
    if (process.getuid?.() === 0) execFileSync("chown", ["-R", "postgres", DIR]);
    runAsPostgres(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust"]);
  }
  let running = true;
  try {
    runAsPostgres(path.join(bin, "pg_ctl"), ["-D", data, "status"]);
  } catch {
    running = false;
  }
  if (!running) {
    // A benchmark cluster: durability off, memory for a 10,000-store tenant's year on.
    const options = [
      `-p ${PORT} -k ${DIR} -c listen_addresses=127.0.0.1`,
      "-c fsync=off -c synchronous_commit=off -c full_page_writes=off",
      "-c shared_buffers=2GB -c work_mem=64MB -c maintenance_work_mem=1GB -c max_wal_size=8GB",
    ].join(" ");
    runAsPostgres(path.join(bin, "pg_ctl"), [
      "-D",
      data,
      "-l",
      path.join(DIR, "log"),
      "-o",
      options,
      "-w",
      "start",
    ]);
  }
  const server = `postgres://postgres@127.0.0.1:${PORT}`;
  const { Client } = await import("pg");
  const client = new Client({ connectionString: `${server}/postgres` });
  await client.connect();
  try {
    const found = await client.query("select 1 from pg_database where datname = $1", [DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
  return `${server}/${DATABASE}`;
}
