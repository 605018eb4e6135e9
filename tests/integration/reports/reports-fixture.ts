// Two tenants with metrics, keywords, reviews and posts inserted by hand, so the reports' numbers
// can be checked against plain sums of the same rows.
import { eq } from "drizzle-orm";
import { setDbForTests, type Db } from "@/lib/db/client";
import {
  dailyMetrics,
  memberSettings,
  reviews,
  roles,
  searchKeywordMonths,
  tenants,
  userRoles,
  users,
  workspaceLocations,
  workspaces,
} from "@/lib/db/schema";
import { createGraphQLServer, type GraphQLServer } from "@/lib/graphql/yoga";
import { recomputeRunningTotals } from "@/lib/insights/running-totals";
import { todayIn } from "@/lib/posts/time";
import { addDays } from "@/lib/reports/range";
import { dayStart } from "@/lib/reviews/day-range";
import { REPORT_METRICS } from "@/lib/reports/metric-columns";
import {
  callGraphQL,
  openTestDatabase,
  seedTwoTenantFixture,
  tokenFor,
  type Fixture,
  type GraphQLDocument,
} from "@/tests/integration/helpers/graphql-fixtures";

export const ZONE_A = "America/Argentina/Buenos_Aires";
/** Days of metrics inserted, ending the day before yesterday. */
export const DAYS = 80;

export type MetricRow = { locationId: string; metric: string; day: string; value: number };

export type ReportsFixture = {
  db: Db;
  f: Fixture;
  today: string;
  /** The 30 days up to the day before yesterday, and the 30 before. */
  range: { from: string; to: string };
  previous: { from: string; to: string };
  rows: MetricRow[];
  workspaceA: string;
  defaultWorkspaceA: string;
  workspaceB: string;
  as(
    user: string,
    query: GraphQLDocument,
    variables?: Record<string, unknown>,
  ): ReturnType<typeof callGraphQL>;
  close(): Promise<void>;
};

/** A value that differs by store, metric and day, and is 0 now and then. */
const valueOf = (store: number, metric: number, day: number) =>
  ((store + 1) * 7 + metric * 3 + day * 5) % 11;

async function addUser(db: Db, tenantId: string, key: string, roleName: string) {
  const [role] = await db.insert(roles).values({ name: roleName }).returning({ id: roles.id });
  const [user] = await db
    .insert(users)
    .values({
      tenantId,
      kind: "storeplus",
      email: `${key}@alpha.test`,
      firstName: key,
      lastName: "Reports",
      isStoreplusUser: true,
    })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  await db.insert(memberSettings).values({ userId: user.id, tenantId });
  return user.id;
}

async function addWorkspaces(db: Db, f: Fixture) {
  const [custom, defaultA, customB] = await db
    .insert(workspaces)
    .values([
      { tenantId: f.tenantA, name: "North", description: "" },
      { tenantId: f.tenantA, name: "All", description: "", isDefault: true },
      { tenantId: f.tenantB, name: "Bravo north", description: "" },
    ])
    .returning({ id: workspaces.id });
  await db.insert(workspaceLocations).values([
    { workspaceId: custom.id, locationId: f.locationsA[0], tenantId: f.tenantA },
    { workspaceId: custom.id, locationId: f.locationsA[1], tenantId: f.tenantA },
    { workspaceId: customB.id, locationId: f.locationsB[0], tenantId: f.tenantB },
  ]);
  return { workspaceA: custom.id, defaultWorkspaceA: defaultA.id, workspaceB: customB.id };
}

type Range = { from: string; to: string };

/** Reviews of A in the range (one deleted on the maps service) and before it, and one of B. */
async function addReviews(db: Db, f: Fixture, range: Range, previous: Range) {
  const at = (day: string, hour: number) =>
    new Date(dayStart(day, ZONE_A).getTime() + hour * 3_600_000);
  const review = (
    store: string,
    tenantId: string,
    stars: number,
    day: string,
    replyHours?: number,
  ) => ({
    tenantId,
    locationId: store,
    googleId: `reviews/${store}/${day}/${stars}/${replyHours ?? "none"}`,
    starRating: stars,
    createTime: at(day, 10),
    updateTime: at(day, 10),
    replyComment: replyHours === undefined ? null : "Thanks",
    replyUpdateTime: replyHours === undefined ? null : at(day, 10 + replyHours),
  });
  const [a0, a1, a2] = f.locationsA;
  await db
    .insert(reviews)
    .values([
      review(a0, f.tenantA, 5, addDays(range.to, -1), 2),
      review(a0, f.tenantA, 3, addDays(range.to, -5), 10),
      review(a1, f.tenantA, 1, addDays(range.to, -3)),
      review(a2, f.tenantA, 4, addDays(range.to, -10), 4),
      review(a1, f.tenantA, 2, addDays(previous.to, -2), 1),
      { ...review(a0, f.tenantA, 1, addDays(range.to, -2)), removedAt: new Date() },
      review(f.locationsB[0], f.tenantB, 5, addDays(range.to, -1), 1),
    ]);
}

export async function setUpReports(): Promise<ReportsFixture> {
  const handle = await openTestDatabase();
  const db = handle.db;
  setDbForTests({ ...handle, migrate: async () => {} });
  const f = await seedTwoTenantFixture(db);
  await db.update(tenants).set({ timeZone: ZONE_A }).where(eq(tenants.id, f.tenantA));
  f.users.reportA = await addUser(db, f.tenantA, "reporta", "REPORT");
  const today = todayIn(ZONE_A);
  const rows: MetricRow[] = [];
  const stores = [...f.locationsA, ...f.locationsB];
  stores.forEach((locationId, s) => {
    // The third store of A starts 20 days later and stops 5 days earlier than the others.
    const first = s === 2 ? 20 : 0;
    const last = s === 2 ? DAYS - 5 : DAYS;
    for (let d = first; d < last; d++) {
      REPORT_METRICS.forEach((metric, m) => {
        const day = addDays(today, d - DAYS - 1);
        rows.push({ locationId, metric, day, value: valueOf(s, m, d) });
      });
    }
  });
  const tenantOf = (id: string) => (f.locationsA.includes(id) ? f.tenantA : f.tenantB);
  await db
    .insert(dailyMetrics)
    .values(rows.map((row) => ({ ...row, tenantId: tenantOf(row.locationId) })));
  // The running totals as the metrics import writes them, over each store's own days.
  for (const locationId of stores) {
    const days = rows.filter((row) => row.locationId === locationId).map((row) => row.day);
    const range = {
      start: days.reduce((a, b) => (a < b ? a : b)),
      end: days.reduce((a, b) => (a > b ? a : b)),
    };
    await recomputeRunningTotals(db, { tenantId: tenantOf(locationId), locationId, range });
  }
  const range = { from: addDays(today, -31), to: addDays(today, -2) };
  // The month the range ends in: on the 1st and 2nd of a month today's month is past the range.
  const month = `${range.to.slice(0, 7)}-01`;
  await db.insert(searchKeywordMonths).values([
    { tenantId: f.tenantA, locationId: f.locationsA[0], month, keyword: "optica", value: 40 },
    { tenantId: f.tenantA, locationId: f.locationsA[1], month, keyword: "optica", value: 25 },
    { tenantId: f.tenantA, locationId: f.locationsA[2], month, keyword: "optica", threshold: 15 },
    { tenantId: f.tenantA, locationId: f.locationsA[2], month, keyword: "lentes", value: 90 },
    { tenantId: f.tenantB, locationId: f.locationsB[0], month, keyword: "bravo", value: 500 },
  ]);
  const spaces = await addWorkspaces(db, f);
  const previous = { from: addDays(range.from, -30), to: addDays(range.from, -1) };
  await addReviews(db, f, range, previous);
  const yoga: GraphQLServer = createGraphQLServer({ getDb: async () => db });
  const tokens = new Map<string, string>();
  return {
    db,
    f,
    today,
    range,
    previous,
    rows,
    ...spaces,
    as: async (user, query, variables) => {
      if (!tokens.has(user)) tokens.set(user, await tokenFor(db, f.users[user]));
      return callGraphQL(yoga, query, { token: tokens.get(user), variables });
    },
    close: async () => {
      setDbForTests(undefined);
      await handle.close();
    },
  };
}

/** Hand sums of the inserted rows: metric → total, for the stores and days given. */
export function handSums(rows: MetricRow[], stores: string[], from: string, to: string) {
  const sums = new Map<string, number>();
  for (const row of rows) {
    if (!stores.includes(row.locationId) || row.day < from || row.day > to) continue;
    sums.set(row.metric, (sums.get(row.metric) ?? 0) + row.value);
  }
  return sums;
}
