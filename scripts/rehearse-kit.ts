// Processes and steps of `npm run rehearse` (scripts/rehearse.ts).
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export class StepFailure extends Error {}

let failures = 0;
export const failed = () => failures > 0;

/** Runs one step, printing OK or FAIL with its time; a failed step ends the rehearsal. */
export async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    const result = await run();
    console.log(`OK   ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    return result;
  } catch (error) {
    failures++;
    console.log(`FAIL ${name}: ${(error as Error).message}`);
    throw new StepFailure(name);
  }
}

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export type Proc = { child: ChildProcess; log: string; exited: Promise<number | null> };

const running = new Set<Proc>();
let closed = false;

/** Starts a command in a process group of its own, its output in `log`. */
export function start(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd?: string; log: string },
): Proc {
  if (closed) throw new Error("the rehearsal is being torn down");
  const out = createWriteStream(options.log);
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.pipe(out);
  child.stderr!.pipe(out);
  const proc: Proc = {
    child,
    log: options.log,
    exited: new Promise((resolve) => child.on("exit", (code) => resolve(code))),
  };
  running.add(proc);
  void proc.exited.then(() => running.delete(proc));
  return proc;
}

/** Runs a command to its end; throws with the end of its log when it fails. */
export async function run(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; cwd?: string; log: string },
): Promise<void> {
  const code = await start(command, args, options).exited;
  if (code !== 0)
    throw new Error(`${command} ${args.join(" ")} exited ${code}\n${tail(options.log)}`);
}

export function tail(log: string, lines = 15): string {
  try {
    return readFileSync(log, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

/** Stops a process group: SIGTERM, then SIGKILL after `graceMs`. */
export async function stop(proc: Proc, graceMs = 10_000): Promise<void> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-proc.child.pid!, name);
    } catch {
      // Already gone.
    }
  };
  signal("SIGTERM");
  const timer = setTimeout(() => signal("SIGKILL"), graceMs);
  await proc.exited;
  clearTimeout(timer);
}

export async function stopAll(): Promise<void> {
  closed = true;
  await Promise.all([...running].map((proc) => stop(proc, 5_000)));
}

/** Polls until `probe` answers a value, or fails after `timeoutMs` with the last reason. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | null | undefined>,
  timeoutMs: number,
  intervalMs = 500,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last = "";
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== null && value !== undefined) return value;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s${last ? ` (${last})` : ""}`);
}

/** Every file under `root` with its size and time, to see what a run wrote. */
export function snapshot(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const info = statSync(full);
        files.set(path.relative(root, full), `${info.size}:${info.mtimeMs}`);
      }
    }
  };
  walk(root);
  return files;
}

export function changedFiles(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([file, stamp]) => before.get(file) !== stamp).map(([file]) => file);
}
