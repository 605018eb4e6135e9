// `npm run bench:reviews` (first half): the reviews inbox's GraphQL request over 200,000 reviews of
// 10,000 stores in one tenant, on a fresh embedded database: a page of 10 with its total for the
// default view, each filter and each sort, the way /apps/reviews asks (the workspace of the cookie
// included). Target per request: median <= 10 ms and <= 3 SQL statements (the session's user,
// the workspace, the page with its total). A text search counts up to 1,000 matches ("1000+").
import { measure, printTable, type BenchResult } from "./bench-kit";
import { openBenchDatabase } from "./bench-setup";
import { seedBenchReviews } from "./bench-reviews-seed";

const { workspaceId } = await import("../lib/seed/workspaces");
const { tenantId } = await import("../lib/seed/tenants");

const STORES = 10_000;
const PER_STORE = 20;
const PAGE = 10;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const TARGET = { medianMs: 10, statements: 3 };

type Scenario = {
  name: string;
  filter?: Record<string, unknown>;
  sort?: [string, "asc" | "desc"];
  workspace?: string;
};

const QUERY = `query BenchReviews($filter: ReviewFilter, $sort: ReviewSort, $limit: Int, $offset: Int) {
  reviews(filter: $filter, sort: $sort, limit: $limit, offset: $offset) {
    total totalCapped
    items { id name rating comment reviewer reviewerPhotoUrl createTime updateTime sentiment
      reply { comment updateTime state policyViolation automatic }
      replyJob { jobId status comment error }
      reported removedAt location { id title locality } }
  }
}`;

const { db, counter, seconds, token, yoga, close } = await openBenchDatabase(STORES);
try {
  const acme = tenantId("acme");
  const now = new Date();
  const started = performance.now();
  const total = await seedBenchReviews(db, { tenantId: acme, perStore: PER_STORE, now });
  console.log(
    `Seeded ${STORES} stores in ${seconds.toFixed(1)} s and ${total} reviews in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  const { sql } = await import("drizzle-orm");
  const sample = (await db.execute(
    sql`select id, google_id, location_id from reviews where tenant_id = ${acme} order by google_id limit 100`,
  )) as unknown as { rows: { id: string; google_id: string; location_id: string }[] };
  const rows = sample.rows;
  const day = (daysAgo: number) =>
    new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const tz = "America/Argentina/Buenos_Aires";

  const SCENARIOS: Scenario[] = [
    { name: "default view (newest first)" },
    { name: "workspace Norte (3,333 stores)", workspace: "Norte" },
    { name: "one store", filter: { locationIds: [rows[0]!.location_id] } },
    {
      name: "100 stores",
      filter: { locationIds: [...new Set(rows.map((r) => r.location_id))] },
    },
    { name: "10 ids (a notification)", filter: { ids: rows.slice(0, 10).map((r) => r.id) } },
    { name: "10 names (infoUrl)", filter: { names: rows.slice(0, 10).map((r) => r.google_id) } },
    { name: "1 star", filter: { ratings: [1] } },
    { name: "1 or 2 stars", filter: { ratings: [1, 2] } },
    { name: "unanswered", filter: { answered: "UNANSWERED" } },
    { name: "answered", filter: { answered: "ANSWERED" } },
    { name: "negative", filter: { sentiments: ["NEGATIVE"] } },
    { name: "reply rejected", filter: { replyStates: ["REJECTED"] } },
    { name: "reply pending", filter: { replyStates: ["PENDING"] } },
    { name: "reported (any status)", filter: { reported: ["REPORTED", "APPROVED", "REJECTED"] } },
    { name: "last 7 days (user's zone)", filter: { from: day(7), to: day(0), timeZone: tz } },
    { name: "one day a year ago", filter: { from: day(365), to: day(365), timeZone: tz } },
    { name: 'text "atención" (3 reviews in 23)', filter: { text: "atención" } },
    { name: 'text "grosero" (1 review in 23)', filter: { text: "grosero" } },
    { name: 'text "smith" (reviewer)', filter: { text: "smith" } },
    { name: 'text "escríbenos" (reply)', filter: { text: "escríbenos" } },
    { name: "without comment", filter: { withComment: false } },
    { name: "with removed", filter: { includeRemoved: true } },
    { name: "sort rating desc", sort: ["rating", "desc"] },
    { name: "sort rating asc (worst first)", sort: ["rating", "asc"] },
    { name: "sort oldest first", sort: ["updateTime", "asc"] },
    {
      name: "Norte, unanswered, negative",
      workspace: "Norte",
      filter: { answered: "UNANSWERED", sentiments: ["NEGATIVE"] },
    },
  ];

  const results: BenchResult[] = [];
  for (const scenario of SCENARIOS) {
    const filter = {
      workspaceId: workspaceId("acme", scenario.workspace ?? "default"),
      ...scenario.filter,
    };
    // The first pages that exist (at most 4), so the runs do not all read one cached page.
    let pages = 1;
    const variables = (i: number) => ({
      filter,
      sort: scenario.sort ? { by: scenario.sort[0], direction: scenario.sort[1] } : null,
      limit: PAGE,
      offset: (i % pages) * PAGE,
    });
    const request = async (i: number) => {
      const response = await yoga.fetch("http://localhost/api/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: QUERY, variables: variables(i) }),
      });
      const body = (await response.json()) as {
        data?: { reviews?: { total: number; totalCapped: boolean } };
      };
      if (!body.data?.reviews)
        throw new Error(`${scenario.name}: ${JSON.stringify(body).slice(0, 300)}`);
      return body.data.reviews;
    };
    const { total: matches, totalCapped } = await request(0);
    pages = Math.max(1, Math.min(4, Math.ceil(matches / PAGE)));
    const shown = `${matches}${totalCapped ? "+" : ""}`;
    results.push(await measure(`${scenario.name} [${shown}]`, request, counter, ITERATIONS));
  }
  printTable(results);
  const worst = results.reduce((a, b) => (b.medianMs > a.medianMs ? b : a));
  const most = Math.max(...results.map((r) => r.statements));
  const ok = worst.medianMs <= TARGET.medianMs && most <= TARGET.statements;
  console.log(
    `\nTarget per GraphQL request: median <= ${TARGET.medianMs} ms, <= ${TARGET.statements} SQL statements. ` +
      `Slowest median ${worst.medianMs.toFixed(2)} ms (${worst.name}), at most ${most.toFixed(1)} statements: ${ok ? "met" : "NOT met"}.`,
  );
} finally {
  await close();
}
