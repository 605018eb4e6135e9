// The processes `npm run bench:scale`, `bench:fairness` and `bench:rankings` run: a throwaway
// PostgreSQL cluster of their own, production servers (`next start`) and `npm run worker`
// processes, each with its output in a log file.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
} from "node:fs";
import path from "node:path";
import { postgresBin, runAsPostgres } from "./bench-reports-pg";

export type Cluster = { url: (appName: string) => string; log: string; stop: () => void };

/**
 * How such a benchmark starts: it needs the production build (unless it runs no `next start`,
 * `build: false`), says what it does with the seconds since it started, and runs a cluster of its
 * own in a directory it removes at the end.
 */
export function startBench(name: string, pgPort: number, options: { build?: boolean } = {}) {
  if ((options.build ?? true) && !existsSync(".next/BUILD_ID")) {
    console.error(`${name} runs the production build: run \`npm run build\` first.`);
    process.exit(1);
  }
  const clock = performance.now();
  const say = (what: string) =>
    console.log(`[${((performance.now() - clock) / 1000).toFixed(0)} s] ${what}`);
  const dir = mkdtempSync(`/tmp/storeplus-${name.replace(":", "-")}-`);
  const cluster = startCluster(dir, pgPort);
  say(`PostgreSQL cluster started on 127.0.0.1:${pgPort}`);
  const children: Child[] = [];
  /** Stops the processes (their logs shown when the run failed) and removes the cluster. */
  const finish = async (failed: boolean) => {
    for (const child of children) stopChild(child);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    for (const child of children) stopChild(child, "SIGKILL");
    if (failed) for (const child of children) console.error(`--- ${child.name}\n${tail(child)}`);
    cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  return { clock, say, dir, cluster, children, finish };
}

/** A fresh cluster under `dir` on 127.0.0.1:`port`, durability off (a measurement, not data). */
export function startCluster(dir: string, port: number): Cluster {
  const bin = postgresBin();
  const data = path.join(dir, "pg");
  mkdirSync(data, { recursive: true });
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
    chownSync(dir, uid, gid);
    chownSync(data, uid, gid);
  }
  runAsPostgres(path.join(bin, "initdb"), ["-D", data, "-U", "postgres", "--auth=trust"]);
  const options = [
    `-p ${port} -k ${data} -c listen_addresses=127.0.0.1`,
    "-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200",
  ].join(" ");
  const log = path.join(dir, "pg.log");
  runAsPostgres(path.join(bin, "pg_ctl"), ["-D", data, "-l", log, "-o", options, "-w", "start"]);
  return {
    log,
    url: (appName) => `postgres://postgres@127.0.0.1:${port}/postgres?application_name=${appName}`,
    stop: () => {
      try {
        runAsPostgres(path.join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]);
      } catch {
        // Already stopped.
      }
    },
  };
}

export type Child = { name: string; process: ChildProcess; log: string; exited: boolean };

/** Starts `command` in a process group of its own (so stopping it stops what it started). */
export function startChild(
  name: string,
  dir: string,
  command: string,
  args: string[],
  env: Record<string, string>,
): Child {
  const log = path.join(dir, `${name}.log`);
  const out = openSync(log, "a");
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", out, out],
    detached: true,
  });
  const started: Child = { name, process: child, log, exited: false };
  child.on("exit", () => (started.exited = true));
  return started;
}

export function stopChild(child: Child, signal: NodeJS.Signals = "SIGTERM"): void {
  if (child.exited || !child.process.pid) return;
  try {
    process.kill(-child.process.pid, signal);
  } catch {
    // Gone already.
  }
}

export function tail(child: Child, lines = 15): string {
  try {
    return readFileSync(child.log, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

/** Waits for a log line (e.g. a worker's "started") or fails with the log's tail. */
export async function waitForLog(child: Child, text: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!readFileSync(child.log, "utf8").includes(text)) {
    if (child.exited || Date.now() > until)
      throw new Error(`${child.name} did not start:\n${tail(child)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits until the server answers HTTP at all. */
export async function waitForHttp(child: Child, url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { redirect: "manual" });
      return;
    } catch {
      if (child.exited || Date.now() > until)
        throw new Error(`${child.name} did not start:\n${tail(child)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
