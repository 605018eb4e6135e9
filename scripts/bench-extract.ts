// The extract half of `npm run bench:reports`: a marketing-data extract of 1 million metric rows
// (477 stores × 7 metrics × 300 days staged in extract_raw, as the maps service answers them)
// transformed into the tidy table and loaded into the tenant's SQL export schema and a CSV file;
// then the extraction itself against the in-process maps simulator for a sample of stores.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { enableServerModules } from "../lib/db/script-runtime";

enableServerModules();
const STORES = 477;
const DAYS = 300;
const SAMPLE = Number(process.env.BENCH_EXTRACT_SAMPLE ?? 50);
process.env.AUTH_SECRET ??= "bench-secret-that-is-at-least-32-characters";
const dir = mkdtempSync(path.join(tmpdir(), "storeplus-bench-extract-"));
process.env.FILES_DIR = path.join(dir, "files");

const { openDatabase, setDbForTests } = await import("../lib/db/client");
const { seedDatabase } = await import("../lib/seed/seed");
const { seedLinkedActivity } = await import("../lib/seed/activity");
const { tenantId } = await import("../lib/seed/tenants");
const { seedMapsSimulator } = await import("../lib/maps-simulator/seed");
const { simulatorFetch } = await import("../lib/maps-simulator/in-process");
const { setMapsFetchForTests, tenantMapsClient } = await import("../lib/auth/maps-access");
const { DAILY_METRICS } = await import("../lib/maps/types-performance");
const { extractJobs, extractRaw, locations } = await import("../lib/db/schema");
const { transformExtract } = await import("../lib/marketing/transform");
const { loadIntoPostgres } = await import("../lib/marketing/export-schema");
const { loadIntoCsvStorage } = await import("../lib/marketing/load-csv");
const { eq } = await import("drizzle-orm");
const { flushMapsCalls } = await import("../lib/costs/usage");

const METRICS = DAILY_METRICS.slice(0, 7);
const ms = (start: number) => performance.now() - start;
const rate = (n: number, millis: number) => Math.round((n / millis) * 1000).toLocaleString("en");

/** One store's Performance answer: every metric on every day from 1 January. */
function answer(seed: number) {
  const start = Date.UTC(2026, 0, 1);
  return {
    multiDailyMetricTimeSeries: [
      {
        dailyMetricTimeSeries: METRICS.map((metric, m) => ({
          dailyMetric: metric,
          timeSeries: {
            datedValues: Array.from({ length: DAYS }, (_, d) => {
              const day = new Date(start + d * 86_400_000);
              return {
                date: {
                  year: day.getUTCFullYear(),
                  month: day.getUTCMonth() + 1,
                  day: day.getUTCDate(),
                },
                value: String((seed * 31 + m * 7 + d) % 97),
              };
            }),
          },
        })),
      },
    ],
  };
}

const handle = await openDatabase(path.join(dir, "db"));
try {
  await handle.migrate();
  setDbForTests(handle);
  await seedDatabase(handle.db, { stores: STORES });
  await seedMapsSimulator(handle.db, { bigAccountLocations: STORES });
  await seedLinkedActivity(handle.db);
  const acme = tenantId("acme");
  const stores = await handle.db
    .select({ id: locations.id, googleId: locations.googleId, verified: locations.verified })
    .from(locations)
    .where(eq(locations.tenantId, acme))
    .orderBy(locations.id);
  const [job] = await handle.db
    .insert(extractJobs)
    .values({
      tenantId: acme,
      status: "EXTRACTION_DONE",
      metrics: [...METRICS],
      dateFrom: "2026-01-01",
      dateTo: "2026-10-27",
      destination: "POSTGRESQL",
    })
    .returning();
  const ids = { tenantId: acme, jobId: job!.id };

  let started = performance.now();
  for (let i = 0; i < stores.length; i += 25)
    await handle.db
      .insert(extractRaw)
      .values(
        stores
          .slice(i, i + 25)
          .map((store, k) => ({ jobId: job!.id, locationId: store.id, payload: answer(i + k) })),
      );
  console.log(
    `staged ${stores.length} stores' answers in extract_raw: ${ms(started).toFixed(0)} ms`,
  );

  started = performance.now();
  const rows = await transformExtract(handle.db, { ...ids, metrics: METRICS });
  const transformMs = ms(started);
  console.log(
    `transformation: ${rows.toLocaleString("en")} rows in ${transformMs.toFixed(0)} ms (${rate(rows, transformMs)} rows/s)`,
  );

  started = performance.now();
  const loaded = await loadIntoPostgres(handle.db, ids);
  const loadMs = ms(started);
  console.log(
    `load into the SQL export schema: ${loaded.toLocaleString("en")} rows in ${loadMs.toFixed(0)} ms (${rate(loaded, loadMs)} rows/s)`,
  );
  console.log(
    `extract of ${rows.toLocaleString("en")} metric rows (transformation + load): ${(transformMs + loadMs).toFixed(0)} ms`,
  );

  started = performance.now();
  const written = await loadIntoCsvStorage(handle.db, ids);
  const csvMs = ms(started);
  console.log(
    `load as CSV into the file storage: ${written.toLocaleString("en")} rows in ${csvMs.toFixed(0)} ms (${rate(written, csvMs)} rows/s)`,
  );

  // Extraction: one Performance call per store through the tenant's maps client, in-process.
  setMapsFetchForTests(simulatorFetch);
  const client = await tenantMapsClient(handle.db, { tenantId: acme });
  const sample = stores.filter((store) => store.verified === "COMPLETED").slice(0, SAMPLE);
  let values = 0;
  started = performance.now();
  for (const store of sample) {
    const got = await client.fetchDailyMetrics(store.googleId, METRICS, {
      start: "2026-01-01",
      end: "2026-10-27",
    });
    for (const group of got.multiDailyMetricTimeSeries ?? [])
      for (const series of group.dailyMetricTimeSeries ?? [])
        values += series.timeSeries.datedValues?.length ?? 0;
  }
  const extractMs = ms(started);
  console.log(
    `extraction from the maps simulator: ${sample.length} stores, ${values.toLocaleString("en")} values in ${extractMs.toFixed(0)} ms ` +
      `(${(extractMs / Math.max(sample.length, 1)).toFixed(1)} ms a store; the maps quota allows 300 stores a minute)`,
  );
  // The tenant's maps calls are counted for the cost table: written before the database closes.
  await flushMapsCalls();
} finally {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
}
