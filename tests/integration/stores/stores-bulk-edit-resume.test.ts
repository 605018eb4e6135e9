// After a kill -9 during a 200-store bulk edit, the 50 items in flight were sent again: 250 maps
// calls instead of 201. An item an earlier attempt left running may have reached the maps service:
// taken again, it reads the store back and does not send a write the store already holds.
import { and, eq, inArray } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobItems, jobs } from "@/lib/db/schema";
import { processItem } from "@/lib/jobs/process-item";
import { startQueue } from "@/lib/jobs/queue";
import { setQueueForTests } from "@/lib/jobs/runtime";
import { simulatorFetch } from "@/lib/maps-simulator/in-process";
import { setMapsFetchForTests } from "@/lib/auth/maps-access";
import { setUpStoreEdits, type StoreEdits } from "@/tests/integration/helpers/store-edits";
import { BulkUpdateLocationsMutation } from "@/lib/stores/operations";

const BULK = BulkUpdateLocationsMutation;
const WEBSITE = "https://resumed.example/";

let s: StoreEdits;
let queue: PgBoss;
/** The maps calls the job's items made, as "METHOD store-id". */
const calls: string[] = [];
/** Stores whose next PATCH reaches the service but whose answer is lost on the way back. */
const loseAnswer = new Set<string>();

beforeAll(async () => {
  s = await setUpStoreEdits({ stores: 3, workers: 0 });
  // Items are worked here one by one, as a worker would take them after a crash.
  queue = await startQueue(s.testDb.executeSql!, { maintenanceIntervalSeconds: 1 });
  setQueueForTests(queue);
  setMapsFetchForTests(async (input, init) => {
    const url = new URL(input);
    const store = url.pathname.split("/").pop()!;
    if (url.pathname.includes("/locations/")) calls.push(`${init?.method ?? "GET"} ${store}`);
    const response = await simulatorFetch(input, init);
    if (init?.method === "PATCH" && loseAnswer.delete(store))
      throw new TypeError("fetch failed: connection reset");
    return response;
  });
}, 60_000);

afterAll(async () => {
  await queue?.stop({ graceful: false, wait: true });
  await s?.close();
});

const callsTo = (googleId: string) => {
  const id = googleId.split("/").pop();
  return calls.filter((call) => call.endsWith(` ${id}`)).map((call) => call.split(" ")[0]);
};

describe("a bulk edit taken again after its worker died", () => {
  it("reads back the stores in flight: skips the write that landed, sends the one that did not, and a fresh item reads nothing", async () => {
    const { body } = await s.as("adminA", BULK, {
      ids: s.f.locationsA,
      patch: { websiteUri: WEBSITE },
    });
    expect(body.errors).toBeUndefined();
    const jobId = body.data.bulkUpdateLocations.id;
    const items = await s.testDb.db.select().from(jobItems).where(eq(jobItems.jobId, jobId));
    const itemOf = (locationId: string) => items.find((i) => i.locationId === locationId)!;
    const [landed, lost, fresh] = s.f.locationsA.map(itemOf);
    const [landedStore, lostStore, freshStore] = s.simStores;

    // A worker took two items and died: the first one's PATCH had reached the service, the
    // second one's had not. Neither outcome was recorded; their lease has run out.
    await s.maps.patchLocation(
      landedStore!,
      { websiteUri: WEBSITE },
      { updateMask: ["websiteUri"] },
    );
    await s.testDb.db
      .update(jobItems)
      .set({ status: "RUNNING", claimedAt: new Date(0), attempts: 1 })
      .where(inArray(jobItems.id, [landed!.id, lost!.id]));

    for (const item of [landed!, lost!, fresh!])
      await processItem(s.testDb.db, queue, { itemId: item.id, queueJobId: "", lastTry: false });

    expect(callsTo(landedStore!)).toEqual(["GET"]);
    expect(callsTo(lostStore!)).toEqual(["GET", "PATCH"]);
    expect(callsTo(freshStore!)).toEqual(["PATCH"]);
    for (const store of s.simStores)
      expect((await s.maps.getFullLocation(store)).websiteUri).toBe(WEBSITE);
    const settled = await s.testDb.db
      .select({ status: jobItems.status })
      .from(jobItems)
      .where(and(eq(jobItems.jobId, jobId), eq(jobItems.status, "DONE")));
    expect(settled).toHaveLength(3);
    const [job] = await s.testDb.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({ status: "DONE", done: 3, failed: 0 });
  });

  it("reads back a store whose PATCH landed but whose answer was lost, and does not send it again", async () => {
    const website = "https://answer-lost.example/";
    const { body } = await s.as("adminA", BULK, {
      ids: [s.f.locationsA[0]],
      patch: { websiteUri: website },
    });
    const jobId = body.data.bulkUpdateLocations.id;
    const [item] = await s.testDb.db.select().from(jobItems).where(eq(jobItems.jobId, jobId));
    const store = s.simStores[0]!;
    loseAnswer.add(store.split("/").pop()!);
    calls.length = 0;

    const delivery = { itemId: item!.id, queueJobId: "", lastTry: false };
    // The first try's answer never arrives: the queue is to try again.
    await expect(processItem(s.testDb.db, queue, delivery)).rejects.toThrow();
    await processItem(s.testDb.db, queue, delivery);

    expect(callsTo(store)).toEqual(["PATCH", "GET"]);
    expect((await s.maps.getFullLocation(store)).websiteUri).toBe(website);
    const [job] = await s.testDb.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({ status: "DONE", done: 1, failed: 0 });
  });
});
