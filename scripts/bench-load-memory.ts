// The load test's view of the server's memory: scripts/memory-probe.mjs, preloaded into the server,
// writes process.memoryUsage() every 2 s and, when asked (SIGUSR2), after a full collection. This
// reads those lines and prints them as a timeline, so a run tells the V8 heap from native memory
// (rss minus heapTotal: malloc'd memory, buffers, code) and a leak (heapUsed after a collection
// climbing) from garbage not yet collected.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { printRows } from "./bench-kit";

export type MemorySample = {
  t: number;
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  gc?: true;
};

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

export function memoryProbe() {
  const dir = mkdtempSync(path.join(tmpdir(), "storeplus-load-memory-"));
  const file = path.join(dir, "memory.jsonl");
  const samples = (): MemorySample[] =>
    existsSync(file)
      ? readFileSync(file, "utf8")
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line) as MemorySample)
      : [];
  return {
    nodeArgs: ["--import", pathToFileURL(path.resolve("scripts/memory-probe.mjs")).href],
    env: { MEMORY_PROBE_FILE: file },
    samples,
    /** The server's memory right after a full collection it is asked to run now. */
    async collected(pid: number): Promise<MemorySample | undefined> {
      const before = samples().filter((s) => s.gc).length;
      try {
        process.kill(pid, "SIGUSR2");
      } catch {
        return undefined;
      }
      for (let waited = 0; waited < 120_000; waited += 200) {
        const collected = samples().filter((s) => s.gc);
        if (collected.length > before) return collected.at(-1);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      return undefined;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** One row per `every` seconds from `from` (ms of the server's clock) on, the last sample and the
 * samples taken after a full collection. */
export function printTimeline(samples: MemorySample[], from: number, every = 30): void {
  const measured = samples.filter((s) => s.t >= from).sort((a, b) => a.t - b.t);
  const last = measured.filter((s) => !s.gc).at(-1);
  let next = from;
  const shown = measured.filter((s) => {
    if (s.gc || s === last) return true;
    if (s.t < next) return false;
    next = s.t + every * 1000;
    return true;
  });
  printRows(
    ["s", "rss MB", "heapTotal", "heapUsed", "rss-heap", "external", "arrayBuffers"],
    shown.map((s) => [
      `${((s.t - from) / 1000).toFixed(0)}${s.gc ? " (after a full GC)" : ""}`,
      mb(s.rss),
      mb(s.heapTotal),
      mb(s.heapUsed),
      mb(s.rss - s.heapTotal),
      mb(s.external),
      mb(s.arrayBuffers),
    ]),
  );
}
