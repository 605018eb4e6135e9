// Timing and reporting shared by the benchmarks (`npm run bench`, `npm run bench:stores`).

export const WARMUP = 50;
export const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 500);

export type BenchResult = {
  name: string;
  medianMs: number;
  p99Ms: number;
  perSecond: number;
  statements: number;
};

/** Times `operation` (called with the iteration number) and counts the SQL it runs per call. */
export async function measure(
  name: string,
  operation: (iteration: number) => Promise<unknown>,
  counter: { statements: number },
  iterations = ITERATIONS,
): Promise<BenchResult> {
  for (let i = 0; i < WARMUP; i++) await operation(i);
  counter.statements = 0;
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    await operation(i);
    times.push(performance.now() - t0);
  }
  const elapsed = performance.now() - started;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return {
    name,
    medianMs: at(0.5),
    p99Ms: at(0.99),
    perSecond: (iterations * 1000) / elapsed,
    statements: counter.statements / iterations,
  };
}

export function printTable(results: BenchResult[]): void {
  const header = ["scenario", "median ms", "p99 ms", "req/s", "SQL/req"];
  const rows = results.map((r) => [
    r.name,
    r.medianMs.toFixed(2),
    r.p99Ms.toFixed(2),
    r.perSecond.toFixed(0),
    r.statements.toFixed(1),
  ]);
  printRows(header, rows);
}

/** A text table: the first column left-aligned, the figures right-aligned. */
export function printRows(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join("  ");
  console.log(`\n${line(header)}\n${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const row of rows) console.log(line(row));
}
