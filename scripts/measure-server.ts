// The production server the page audit (`npm run lh`) and the load test (`npm run bench:load`)
// measure: build when stale, start `next start` on a port of its own, sign in through the
// credentials form's endpoint, read the server's memory, stop it again whatever happens.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";

const NEXT_BIN = "node_modules/next/dist/bin/next";
const BUILD_ID = ".next/BUILD_ID";
const ROUTE_STATS = ".next/diagnostics/route-bundle-stats.json";
// Files that do not change what `next build` produces.
const NOT_BUILT = /^(tests|scripts|\.ci|docs)\/|\.md$|^\.github\//;

export const median = (values: number[]) => percentile(values, 0.5);

export function percentile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.ceil(at)] - sorted[low]) * (at - low);
}

/** Runs a command to its end, its output shown, and throws when it fails. */
export function run(command: string, args: string[], env: Record<string, string> = {}): void {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

/** Takes MEASURE_LOCK (a lock file shared with the machine's other heavy jobs, via flock). */
async function takeLock(file: string): Promise<() => void> {
  // flock holds the lock for as long as `cat` reads its input: closing it releases the lock, and
  // so does this process dying.
  const holder = spawn("flock", [file, "-c", "echo locked; exec cat >/dev/null"], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    holder.stdout.once("data", () => resolve());
    holder.once("exit", (code) => reject(new Error(`flock ${file} exited with ${code}`)));
  });
  return () => holder.stdin.end();
}

/**
 * Runs `work` while holding MEASURE_LOCK when that variable is set: timings mean little while
 * another process builds.
 */
export async function withLock<T>(work: () => Promise<T>): Promise<T> {
  const file = process.env.MEASURE_LOCK;
  if (!file) return work();
  const release = await takeLock(file);
  try {
    return await work();
  } finally {
    release();
  }
}

/**
 * MEASURE_LOCK held across several measurements, handed back between two of them once held for
 * `maxHoldMs`, so a long run does not keep the machine's other jobs waiting all along.
 */
export function lockHolder(maxHoldMs: number) {
  const file = process.env.MEASURE_LOCK;
  let release: (() => void) | null = null;
  let since = 0;
  return {
    async hold(): Promise<void> {
      if (!file) return;
      if (release && Date.now() - since < maxHoldMs) return;
      release?.();
      release = await takeLock(file);
      since = Date.now();
    },
    release(): void {
      release?.();
      release = null;
    },
  };
}

/** True when .next is missing or older than a file the build reads. */
export function buildIsStale(): boolean {
  if (!existsSync(BUILD_ID) || !existsSync(ROUTE_STATS)) return true;
  const built = statSync(BUILD_ID).mtimeMs;
  const listed = spawnSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
    encoding: "utf8",
  });
  if (listed.status !== 0) return false;
  return listed.stdout
    .split("\n")
    .filter((file) => file && !NOT_BUILT.test(file) && existsSync(file))
    .some((file) => statSync(file).mtimeMs > built);
}

/** Builds the production bundle when stale (or never, with `skip`), under the lock. */
export async function ensureBuild(skip: boolean): Promise<void> {
  if (skip) {
    if (!existsSync(BUILD_ID)) throw new Error("--no-build, but there is no build in .next");
    return;
  }
  if (!buildIsStale()) {
    console.log("The build in .next is up to date.");
    return;
  }
  console.log("Building (next build)…");
  await withLock(async () => run("npm", ["run", "build"]));
}

export type Server = {
  url: string;
  pid: number;
  stop: () => Promise<void>;
  /** Null while the server runs; else how it ended and the last of its standard error. */
  ended: () => string | null;
};

const servers = new Set<ChildProcess>();
function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}
// Whatever ends this process, the servers it started end with it.
process.once("exit", () => servers.forEach((child) => killGroup(child, "SIGKILL")));
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const)
  process.once(signal, () => process.exit(130));

/** The process under `root` (itself included) whose name starts with next-server. */
function nextServerPid(root: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // The process ended while listed.
    }
  }
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift()!;
    try {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").startsWith("next-server")) return pid;
    } catch {
      continue;
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return root;
}

/**
 * Starts `next start` on `port` with `env` (and `nodeArgs` before the script) and answers once
 * /login answers.
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<Server> {
  const url = `http://localhost:${port}`;
  run("node", ["scripts/ensure-env.mjs"]);
  const child = spawn("node", [...nodeArgs, NEXT_BIN, "start", "-p", String(port)], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", APP_URL: url, AUTH_URL: url, ...env },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  servers.add(child);
  let errors = "";
  child.stderr!.on("data", (chunk) => {
    errors = (errors + chunk).slice(-4000);
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return void servers.delete(child);
    const exited = new Promise((resolve) => child.once("exit", resolve));
    killGroup(child, "SIGTERM");
    const timer = setTimeout(() => killGroup(child, "SIGKILL"), 5000);
    await exited;
    clearTimeout(timer);
    servers.delete(child);
  };
  const ended = () =>
    child.exitCode === null && child.signalCode === null
      ? null
      : `exit code ${child.exitCode}, signal ${child.signalCode}; its last standard error:\n${errors}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/login`);
      if (response.ok) return { url, pid: nextServerPid(child.pid!), stop, ended };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`next start on port ${port} did not answer /login:\n${errors}`);
}

const cookiePairs = (response: Response) =>
  response.headers.getSetCookie().map((line) => line.split(";")[0]);

/**
 * Signs `user` in through Auth.js's credentials endpoint (the login form's own sign-in) and
 * answers the session's Cookie header.
 */
export async function signIn(url: string, user: string, password: string): Promise<string> {
  const csrf = await fetch(`${url}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await fetch(`${url}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: cookiePairs(csrf).join("; "),
    },
    body: new URLSearchParams({ csrfToken, user, password, callbackUrl: `${url}/apps/home` }),
  });
  const session = cookiePairs(response).find((pair) => /authjs\.session-token=./.test(pair));
  if (!session) {
    const where = response.headers.get("location") ?? response.status;
    throw new Error(`signing ${user} in failed (${where})`);
  }
  return session;
}

/** The resident memory of a process in kB (VmRSS of /proc/<pid>/status), NaN once it ended. */
export function rssKb(pid: number): number {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, "utf8");
  } catch {
    return Number.NaN;
  }
  return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? Number.NaN);
}

/**
 * Milliseconds from sending a request to the first byte of its body. The rest is read to its end
 * before answering: a page that streams goes on working after its first byte, and that work must
 * not be counted in the next request's time.
 */
export async function timeToFirstByte(url: string, cookie?: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, {
    redirect: "manual",
    headers: cookie ? { cookie } : {},
  });
  const reader = response.body?.getReader();
  await reader?.read();
  const elapsed = performance.now() - started;
  while (reader && !(await reader.read()).done);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return elapsed;
}
