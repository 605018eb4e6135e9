// Preloaded into the server by `npm run bench:load` only (`node --import`): appends the server's
// process.memoryUsage() as one JSON line to MEMORY_PROBE_FILE every MEMORY_PROBE_MS (2000 unless
// given), so a run tells the V8 heap (heapUsed, heapTotal) from memory outside it (rss minus
// heapTotal: malloc'd native memory, buffers, code). On SIGUSR2 it runs a full collection first
// and writes a line marked "gc": heapUsed after a collection is what the server really holds, so a
// leak shows as that figure climbing. With MEMORY_PROBE_SNAPSHOTS=<dir>, SIGUSR2 also writes a
// heap snapshot there. Not part of the app: the production server never loads it.
import { appendFileSync } from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";

const file = process.env.MEMORY_PROBE_FILE;
if (file) {
  v8.setFlagsFromString("--expose-gc");
  const collect = vm.runInNewContext("gc");
  const started = Date.now();
  const write = (extra) => {
    const usage = process.memoryUsage();
    const line = { t: Date.now() - started, ...usage, ...extra };
    appendFileSync(file, JSON.stringify(line) + "\n");
  };
  const timer = setInterval(write, Number(process.env.MEMORY_PROBE_MS ?? 2000));
  timer.unref();
  write({ start: true });
  process.on("SIGUSR2", () => {
    collect();
    collect();
    const dir = process.env.MEMORY_PROBE_SNAPSHOTS;
    if (dir) v8.writeHeapSnapshot(path.join(dir, `heap-${Date.now() - started}.heapsnapshot`));
    // Written last: the bench waits for this line before it goes on.
    write({ gc: true });
  });
}
