// Ads' integration fixtures: two tenants (A with no ads account yet, B linked), a user of every
// role the ads sections name, library images of each shape (their bytes in a scratch folder), and
// the Google Ads and YouTube calls answered by the simulator's route handlers over HTTP requests.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { vi } from "vitest";
import { GET, POST } from "@/app/api/ads-sim/[...path]/route";
import { setAdsFetchForTests } from "@/lib/ads-api/client";
import { setDbForTests } from "@/lib/db/client";
import { adsAccounts, locations, resources } from "@/lib/db/schema";
import { fileStorage } from "@/lib/files/storage";
import { drainQueue } from "@/lib/jobs/drain";
import { startQueue } from "@/lib/jobs/queue";
import { setQueueForTests } from "@/lib/jobs/runtime";
import { createGraphQLServer } from "@/lib/graphql/yoga";
import "@/lib/ads/job-kinds";
import { createTestDb, type TestDb } from "../helpers/db";
import {
  addSuperAdmin,
  addUserWithRole,
  callGraphQL,
  seedTwoTenantFixture,
  tokenFor,
  type Fixture,
} from "../helpers/graphql-fixtures";
import { noisyPng } from "../helpers/images";

export type AdsFixture = {
  testDb: TestDb;
  f: Fixture;
  yoga: ReturnType<typeof createGraphQLServer>;
  tokens: Record<string, string>;
  /** Library images by shape, per tenant. */
  imagesA: Record<ImageName, string>;
  imagesB: Record<ImageName, string>;
  queue?: PgBoss;
  filesDir: string;
  simCalls: string[];
};

type ImageName = "landscape" | "square" | "logo" | "wide";
const SIZES: Record<ImageName, [number, number]> = {
  landscape: [600, 314],
  square: [300, 300],
  logo: [128, 128],
  wide: [640, 360],
};

async function libraryImages(db: TestDb["db"], tenantId: string, dir: string) {
  const ids = {} as Record<ImageName, string>;
  for (const [name, [width, height]] of Object.entries(SIZES) as [ImageName, [number, number]][]) {
    const [row] = await db
      .insert(resources)
      .values({
        tenantId,
        name: `${name}-${tenantId.slice(0, 8)}`,
        kind: "IMAGE",
        mimeType: "image/png",
        byteSize: 1,
        width,
        height,
        storageKey: "pending",
      })
      .returning({ id: resources.id });
    const key = `${tenantId}/${row!.id}`;
    const file = path.join(dir, `${row!.id}.png`);
    await writeFile(file, await noisyPng(width, height));
    await fileStorage().putFile(key, file, "image/png");
    await db.update(resources).set({ storageKey: key }).where(eq(resources.id, row!.id));
    ids[name] = row!.id;
  }
  return ids;
}

/** Every ads test file's start: the database, the users, the images and the simulator. */
export async function openAds({ withQueue = false } = {}): Promise<AdsFixture> {
  const filesDir = await mkdtemp(path.join(os.tmpdir(), "ads-files-"));
  vi.stubEnv("FILES_DIR", filesDir);
  vi.stubEnv("ADS_SERVICE", "simulator");
  vi.stubEnv("ADS_SIM_ACCEPT_MS", "0");
  vi.stubEnv("ADS_SIM_REVIEW_MS", "0");
  vi.stubEnv("ADS_LINK_CHECK_MS", "0");
  vi.stubEnv("ADS_REVIEW_CHECK_MS", "0");
  const testDb = await createTestDb();
  setDbForTests({ ...testDb, migrate: async () => {} });
  const f = await seedTwoTenantFixture(testDb.db);
  await addSuperAdmin(testDb.db, f);
  // Tenant A links its account in the tests; B keeps the linked one of the fixture.
  await testDb.db.delete(adsAccounts).where(eq(adsAccounts.tenantId, f.tenantA));
  await testDb.db
    .update(locations)
    .set({ latitude: -34.58, longitude: -58.42 })
    .where(inArray(locations.tenantId, [f.tenantA, f.tenantB]));
  const simCalls: string[] = [];
  setAdsFetchForTests(async (input, init) => {
    const request = new Request(input, init);
    simCalls.push(`${request.method} ${new URL(request.url).pathname}`);
    return request.method === "GET" ? GET(request) : POST(request);
  });
  const tokens: Record<string, string> = {};
  for (const key of ["adminA", "reviewsA", "leadA", "adminB", "root"])
    tokens[key] = await tokenFor(testDb.db, f.users[key]!);
  tokens.adsA = await addUserWithRole(testDb.db, f.tenantA, "adsA", "ADS");
  tokens.pmaxA = await addUserWithRole(testDb.db, f.tenantA, "pmaxA", "PMAX");
  const fixture: AdsFixture = {
    testDb,
    f,
    yoga: createGraphQLServer({ getDb: async () => testDb.db }),
    tokens,
    imagesA: await libraryImages(testDb.db, f.tenantA, filesDir),
    imagesB: await libraryImages(testDb.db, f.tenantB, filesDir),
    filesDir,
    simCalls,
  };
  if (withQueue) {
    fixture.queue = await startQueue(testDb.executeSql!, { background: false });
    setQueueForTests(fixture.queue);
  }
  return fixture;
}

export async function closeAds(fixture: AdsFixture | undefined): Promise<void> {
  setAdsFetchForTests(undefined);
  setQueueForTests(undefined);
  await fixture?.queue?.stop({ graceful: false, wait: true });
  setDbForTests(undefined);
  vi.unstubAllEnvs();
  await fixture?.testDb.close();
  if (fixture) await rm(fixture.filesDir, { recursive: true, force: true });
}

/** The body of a GraphQL call as `token`. */
export async function ask(
  fixture: AdsFixture,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  return (await callGraphQL(fixture.yoga, query, { token, variables })).body;
}

/** The first error's code and issues' messages, for refusals. */
export function refusal(body: {
  errors?: { extensions?: { code?: string; issues?: { path: string; message: string }[] } }[];
}) {
  const error = body.errors?.[0];
  return {
    code: error?.extensions?.code,
    messages: (error?.extensions?.issues ?? []).map((issue) => issue.message),
    paths: (error?.extensions?.issues ?? []).map((issue) => issue.path),
  };
}

/** Works the queue until `done` holds (work planned a few ms ahead included). */
export async function drainUntil(
  fixture: AdsFixture,
  done: () => Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > until) throw new Error("the queue did not get there in time");
    await drainQueue(fixture.testDb.db, fixture.queue!, { budgetMs: 2_000, batchSize: 5 });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const CAMPAIGN_FIELDS = `
  id type name status statusReason perStore storeCount locationIds radiusKm dailyBudget
  currencyCode startDate endDate finalUrl keywords headlines longHeadlines descriptions
  logoIds imageIds logos { id shape url } images { id shape width height } videoUrls
  complete missing jobId spend impressions clicks conversions
`;

export const SAVE = `mutation ($input: CampaignInput!) { saveCampaign(input: $input) { ${CAMPAIGN_FIELDS} } }`;
export const SEND = `mutation ($id: ID!) { sendCampaign(id: $id) { ${CAMPAIGN_FIELDS} } }`;
export const SET_STATUS = `mutation ($id: ID!, $action: Int!) { setCampaignStatus(id: $id, action: $action) { id status } }`;
export const ONE = `query ($id: ID!) { campaign(id: $id) { ${CAMPAIGN_FIELDS} } }`;
export const LIST = `query ($filter: CampaignFilter) { campaigns(filter: $filter, limit: 50, offset: 0) { total items { id type name status spend } } }`;
export const DELETE = `mutation ($id: ID!) { deleteCampaign(id: $id) }`;
export const ACCOUNT = `query { adsAccount { state customerId currencyCode dateTimeZone descriptiveName testAccount service } }`;

/** Days from today, YYYY-MM-DD (UTC: the tests keep a day's margin either way). */
export function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export function searchInput(fixture: AdsFixture, over: Record<string, unknown> = {}) {
  return {
    type: "SEARCH",
    name: "Pizza week",
    locationIds: fixture.f.locationsA.slice(0, 2),
    radiusKm: 5,
    dailyBudget: 15,
    startDate: inDays(2),
    endDate: inDays(30),
    finalUrl: "https://alpha.example/pizza",
    keywords: ["pizza near me", "pizzería"],
    headlines: ["Hot pizza near you", "Fresh from the oven", "Order in minutes"],
    descriptions: ["Stone-baked pizza in your neighbourhood.", "Open every day until late."],
    ...over,
  };
}

export function pmaxInput(fixture: AdsFixture, over: Record<string, unknown> = {}) {
  return {
    type: "PERFORMANCE_MAX",
    name: "Spring in the stores",
    locationIds: fixture.f.locationsA.slice(0, 1),
    radiusKm: 5,
    dailyBudget: 25,
    startDate: inDays(2),
    endDate: null,
    finalUrl: "https://alpha.example/spring",
    headlines: ["Spring sale", "New arrivals in store", "Visit us this week"],
    longHeadlines: ["Everything for spring, in the store around the corner"],
    descriptions: ["Fresh picks every week.", "Open every day until nine in the evening."],
    logoIds: [fixture.imagesA.logo],
    imageIds: [fixture.imagesA.landscape, fixture.imagesA.square],
    videoUrls: ["https://youtu.be/aqz-KE-bpKQ"],
    ...over,
  };
}
