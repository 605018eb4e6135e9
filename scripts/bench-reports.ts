// `npm run bench:reports`: the server time of a 365-day report (compared with the 365 days
// before) of a 10,000-store tenant on PostgreSQL, for its default workspace (target: median
// <= 300 ms) and for a 500-store workspace; loadReport is what the page, the exports, the emails
// and the share links all call. The tenant is built once (scripts/bench-reports-seed.ts).
import { enableServerModules } from "../lib/db/script-runtime";
import { benchDatabaseUrl } from "./bench-reports-pg";
import { BENCH_DAYS, BENCH_STORES, ensureBenchTenant } from "./bench-reports-seed";

enableServerModules();
const { openDatabase } = await import("../lib/db/client");
const { loadReport } = await import("../lib/reports/queries/report");
const { addDays } = await import("../lib/reports/range");

const RUNS = Number(process.env.BENCH_ITERATIONS ?? 10);
const TARGET_MS = 300;

const counter = { statements: 0 };
const handle = await openDatabase(await benchDatabaseUrl(), {
  onQuery: () => void counter.statements++,
});
try {
  await handle.migrate();
  const yesterday = addDays(new Date().toISOString().slice(0, 10), -1);
  console.log(`Reports benchmark: ${BENCH_STORES} stores, ${BENCH_DAYS} days of metrics.`);
  const bench = await ensureBenchTenant(handle.db, yesterday);
  const range = { start: addDays(bench.lastDay, -364), end: bench.lastDay };

  const time = async (name: string, workspaceId: string) => {
    const query = {
      tenantId: bench.tenantId,
      workspaceId,
      range,
      compareTo: "PREVIOUS_PERIOD" as const,
    };
    let report = await loadReport(handle.db, query);
    await loadReport(handle.db, query);
    counter.statements = 0;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      report = await loadReport(handle.db, query);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    const { performance: p, reviews, revenue } = report;
    console.log(
      `${name}: median ${median.toFixed(0)} ms, min ${times[0]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms, ` +
        `${(counter.statements / RUNS).toFixed(0)} SQL statements per report ` +
        `(${p.storeCount} stores, ${p.actions.totalValue} actions, ${reviews.total} reviews, ` +
        `income ${revenue.income.toFixed(0)})`,
    );
    return median;
  };
  console.log(
    `Range ${range.start} to ${range.end}, compared with the 365 days before; ${RUNS} runs each.`,
  );
  const whole = await time("default workspace (whole tenant)", bench.defaultWorkspaceId);
  await time("500-store workspace", bench.subsetWorkspaceId);
  console.log(
    whole <= TARGET_MS
      ? `Default workspace within ${TARGET_MS} ms.`
      : `Default workspace OVER ${TARGET_MS} ms.`,
  );
} finally {
  await handle.close();
}
