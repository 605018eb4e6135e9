// Store edits end to end on the app's database and the maps simulator (in-process): an edit is a
// job whose item the worker sends within the quotas, the simulator holds the new value, the store
// shows its last edit and a notification tells the outcome. Bad input writes nothing; other
// tenants, REVIEWS-only users and leads get nothing; 429s retry to success, 400s end as the field's
// *_ERROR; a bulk edit is one job with an item per store; two workers share the quotas.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, inArray } from "drizzle-orm";
import { jobItems, jobs, locations, notifications } from "@/lib/db/schema";
import { simulatorFetch } from "@/lib/maps-simulator/in-process";
import { codeOf, setUpStoreEdits, type StoreEdits } from "@/tests/integration/helpers/store-edits";
import {
  BulkUpdateLocationsMutation,
  StoresListQuery,
  UpdateStoreMutation,
} from "@/lib/stores/operations";

const UPDATE = UpdateStoreMutation;
const BULK = BulkUpdateLocationsMutation;
const STORE = `query($id: ID!) { location(id: $id) { title websiteUri phoneNumbers { primaryPhone }
  lastEdit { status error errorDetail fields } } }`;
const SIM = "http://localhost:3000/api/maps-sim";

let env: StoreEdits;
let testDb: StoreEdits["testDb"];
let f: StoreEdits["f"];
let maps: StoreEdits["maps"];
let simStores: string[];
let as: StoreEdits["as"];
let waitForJob: StoreEdits["waitForJob"];
let statements: string[] | null = null;

async function fault(location: string, status: number, extra: Record<string, unknown> = {}) {
  const response = await simulatorFetch(`${SIM}/_admin/faults`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-sim-admin-key": process.env.MAPS_SIM_ADMIN_KEY!,
    },
    body: JSON.stringify({ location, status, ...extra }),
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  // Two workers share the queue and the quotas, as two server processes would.
  env = await setUpStoreEdits({
    stores: 3,
    workers: 2,
    onQuery: (query) => void statements?.push(query),
  });
  ({ testDb, f, maps, simStores, as, waitForJob } = env);
}, 90_000);

afterAll(() => env.close());

describe("updateLocation", () => {
  it("sends the edit as a job; the simulator holds the new value; the store shows it", async () => {
    const id = f.locationsA[0]!;
    const { body } = await as("adminA", UPDATE, {
      id,
      patch: {
        phoneNumbers: { primaryPhone: "+54 11 4444-0000" },
        websiteUri: "https://nueva.example/",
      },
    });
    expect(body.data.updateLocation).toMatchObject({ status: "PENDING" });
    await waitForJob(body.data.updateLocation.jobId);
    const onService = await maps.getFullLocation(simStores[0]!);
    expect(onService.websiteUri).toBe("https://nueva.example/");
    expect(onService.phoneNumbers?.primaryPhone).toMatch(/4444/);
    const store = (await as("storeA", STORE, { id })).body.data.location;
    expect(store).toMatchObject({
      websiteUri: "https://nueva.example/",
      lastEdit: { status: "DONE", error: null, fields: ["phoneNumbers", "websiteUri"] },
    });
    const [note] = await testDb.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.locationId, id), eq(notifications.type, "LOCATION_INFO")));
    expect(note).toBeDefined();
  });

  // Two workers could send a store's two quick edits in either order; the last made must stay.
  it("applies a store's edits in the order they were made", async () => {
    const id = f.locationsA[1]!;
    const jobIds: string[] = [];
    for (const site of [
      "https://first.example/",
      "https://second.example/",
      "https://third.example/",
    ]) {
      const { body } = await as("adminA", UPDATE, { id, patch: { websiteUri: site } });
      jobIds.push(body.data.updateLocation.jobId);
    }
    for (const jobId of jobIds) await waitForJob(jobId);
    expect((await maps.getFullLocation(simStores[1]!)).websiteUri).toBe("https://third.example/");
  }, 60_000);

  // Clearing a social link sent an empty uriValues, which the service refuses.
  it("sets a social link and clears it again", async () => {
    const id = f.locationsA[0]!;
    const send = async (uriValues: { uri: string }[]) => {
      const { body } = await as("adminA", UPDATE, {
        id,
        patch: { attributes: [{ name: "attributes/url_facebook", uriValues }] },
      });
      expect(body.errors).toBeUndefined();
      expect(await waitForJob(body.data.updateLocation.jobId)).toMatchObject({ failed: 0 });
    };
    const facebook = async () =>
      (await maps.getAttributes(simStores[0]!)).attributes?.find(
        (a) => a.name === "attributes/url_facebook",
      );
    await send([{ uri: "https://www.facebook.com/acme" }]);
    expect((await facebook())?.uriValues).toEqual([{ uri: "https://www.facebook.com/acme" }]);
    await send([]);
    expect(await facebook()).toBeUndefined();
  }, 60_000);

  // The opening date and the status are two parts of openInfo: each changes alone.
  it("sets the opening date and keeps it when the store closes", async () => {
    const id = f.locationsA[2]!;
    const send = async (openInfo: Record<string, unknown>) => {
      const { body } = await as("adminA", UPDATE, { id, patch: { openInfo } });
      expect(body.errors).toBeUndefined();
      expect(await waitForJob(body.data.updateLocation.jobId)).toMatchObject({ failed: 0 });
      return (await maps.getFullLocation(simStores[2]!)).openInfo;
    };
    const opened = { year: 2019, month: 5, day: 14 };
    expect(await send({ openingDate: opened })).toMatchObject({
      status: "OPEN",
      openingDate: opened,
    });
    expect(await send({ status: "CLOSED_TEMPORARILY" })).toMatchObject({
      status: "CLOSED_TEMPORARILY",
      openingDate: opened,
    });
    expect(await send({ status: "OPEN" })).toMatchObject({ status: "OPEN", openingDate: opened });
  }, 60_000);

  it("refuses bad input with field issues and queues nothing", async () => {
    const before = await testDb.db.select().from(jobs);
    for (const patch of [
      { phoneNumbers: { primaryPhone: "123" } },
      { phoneNumbers: { primaryPhone: "+54 11 4444-0000", additionalPhones: ["1", "2", "3"] } },
      { websiteUri: "not a url" },
      { title: "" },
      { openInfo: { openingDate: { year: new Date().getFullYear() + 2, month: 1, day: 1 } } },
      { openInfo: { openingDate: { year: 2023, month: 2, day: 30 } } },
      { openInfo: {} },
      {},
    ]) {
      const answer = await as("adminA", UPDATE, { id: f.locationsA[0], patch });
      expect(codeOf(answer), JSON.stringify(patch)).toBe("BAD_USER_INPUT");
    }
    expect(await testDb.db.select().from(jobs)).toHaveLength(before.length);
  });

  it("gives other tenants, REVIEWS-only users and leads nothing", async () => {
    const variables = { id: f.locationsA[0], patch: { websiteUri: "https://x.example/" } };
    expect(codeOf(await as("adminB", UPDATE, variables))).toBe("NOT_FOUND");
    expect((await as("adminB", STORE, { id: f.locationsA[0] })).body.data.location).toBeNull();
    for (const user of ["reviewsA", "leadA"]) {
      expect(codeOf(await as(user, UPDATE, variables)), user).toBe("FORBIDDEN");
      expect(codeOf(await as(user, STORE, { id: f.locationsA[0] })), user).toBe("FORBIDDEN");
    }
  });

  it("retries a 429 to success", async () => {
    await fault(simStores[1]!, 429, { count: 2 });
    const { body } = await as("adminA", UPDATE, {
      id: f.locationsA[1],
      patch: { websiteUri: "https://retried.example/" },
    });
    await waitForJob(body.data.updateLocation.jobId);
    const [item] = await testDb.db
      .select()
      .from(jobItems)
      .where(eq(jobItems.jobId, body.data.updateLocation.jobId));
    expect(item).toMatchObject({ status: "DONE", attempts: 3 });
    expect((await maps.getFullLocation(simStores[1]!)).websiteUri).toBe("https://retried.example/");
  }, 60_000);

  it("ends a 400 as the field's *_ERROR with the service's reason", async () => {
    await fault(simStores[2]!, 400, { field: "phoneNumbers.primaryPhone" });
    const { body } = await as("adminA", UPDATE, {
      id: f.locationsA[2],
      patch: { phoneNumbers: { primaryPhone: "+54 11 4444-0001" } },
    });
    const job = await waitForJob(body.data.updateLocation.jobId);
    expect(job).toMatchObject({ done: 0, failed: 1 });
    const store = (await as("adminA", STORE, { id: f.locationsA[2] })).body.data.location;
    expect(store.lastEdit).toMatchObject({ status: "FAILED", error: "PHONE_NUMBERS_ERROR" });
    expect(store.lastEdit.errorDetail).toEqual(expect.any(String));
    const errors = await testDb.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, "PHONE_NUMBERS_ERROR"));
    expect(errors).toHaveLength(1);
  });
});

// The store list's "Last change" was always "—": it shows each store's newest accepted edit.
describe("the store list's last change", () => {
  it("gives each store of the page its newest accepted edit, read in one statement", async () => {
    statements = [];
    const { body } = await as("storeA", StoresListQuery, { limit: 50 });
    const read = statements.filter((query) => /job_items/.test(query));
    statements = null;
    expect(body.errors).toBeUndefined();
    expect(read).toHaveLength(1);
    const page = body.data.locations;
    expect(page.timeZone).toBe("Europe/Madrid");
    const byId = new Map(
      page.items.map((item: { _id: string; lastChange: unknown }) => [item._id, item.lastChange]),
    );
    // Store 0's newest accepted edit was its social links, after its phone and website.
    expect(byId.get(f.locationsA[0])).toMatchObject({ fields: ["attributes"] });
    expect(byId.get(f.locationsA[1])).toMatchObject({ fields: ["websiteUri"] });
    // Store 2's newest edit, of its phone, was refused: it shows the reopening before it.
    expect(byId.get(f.locationsA[2])).toMatchObject({ fields: ["openInfo"] });
    const [item] = await testDb.db
      .select({ updatedAt: jobItems.updatedAt })
      .from(jobItems)
      .where(and(eq(jobItems.locationId, f.locationsA[1]!), eq(jobItems.status, "DONE")))
      .orderBy(desc(jobItems.updatedAt))
      .limit(1);
    const change = byId.get(f.locationsA[1]) as { changedAt: string };
    expect(new Date(change.changedAt).getTime()).toBe(item!.updatedAt.getTime());
    // Another tenant's stores were never edited: its list shows no change.
    const other = (await as("adminB", StoresListQuery, { limit: 50 })).body.data.locations.items;
    expect(other.every((store: { lastChange: unknown }) => store.lastChange === null)).toBe(true);
  });
});

describe("bulkUpdateLocations", () => {
  it("applies special hours to the selected stores as one job, within the per-store quota", async () => {
    const specialHours = {
      specialHourPeriods: [{ startDate: { year: 2027, month: 12, day: 24 }, closed: true }],
    };
    const { body } = await as("adminA", BULK, {
      ids: [...f.locationsA, ...f.locationsB],
      patch: { specialHours },
    });
    // Tenant B's ids are not tenant A's stores: they are left out.
    expect(body.data.bulkUpdateLocations.total).toBe(f.locationsA.length);
    const job = await waitForJob(body.data.bulkUpdateLocations.id);
    expect(job).toMatchObject({ done: f.locationsA.length, failed: 0 });
    for (const name of simStores)
      expect((await maps.getFullLocation(name)).specialHours?.specialHourPeriods).toHaveLength(1);
  }, 60_000);

  it("edits every store a list selection matches, less the ones unticked", async () => {
    const [first] = await testDb.db
      .select()
      .from(locations)
      .where(eq(locations.id, f.locationsA[0]!));
    const SELECT = BulkUpdateLocationsMutation;
    const patch = { labels: ["bulk"] };
    const all = await as("adminA", SELECT, { excludeIds: [f.locationsA[2]], patch });
    expect(all.body.data.bulkUpdateLocations.total).toBe(f.locationsA.length - 1);
    const named = await as("adminA", SELECT, {
      filters: [{ column: "locationName", type: "matches", word: first!.locationName }],
      patch,
    });
    expect(named.body.data.bulkUpdateLocations.total).toBe(1);
    await waitForJob(all.body.data.bulkUpdateLocations.id);
    await waitForJob(named.body.data.bulkUpdateLocations.id);
  }, 60_000);

  // A new main number for many stores wiped each store's secondary numbers.
  it("changes the primary phone in bulk and keeps each store's additional phones", async () => {
    const store = simStores[0]!;
    const phones = async () => (await maps.getFullLocation(store)).phoneNumbers;
    const bulkPhones = async (phoneNumbers: Record<string, unknown>) => {
      const { body } = await as("adminA", BULK, {
        ids: [f.locationsA[0]],
        patch: { phoneNumbers },
      });
      expect(body.errors).toBeUndefined();
      expect(await waitForJob(body.data.bulkUpdateLocations.id)).toMatchObject({ failed: 0 });
    };
    const own = ["+54 11 4555-0101", "+54 11 4555-0102"];
    await maps.patchLocation(
      store,
      { phoneNumbers: { primaryPhone: "+54 11 4555-0000", additionalPhones: own } },
      { updateMask: ["phoneNumbers"] },
    );

    await bulkPhones({ primaryPhone: "+54 11 4555-0200" });
    expect(await phones()).toEqual({ primaryPhone: "+54 11 4555-0200", additionalPhones: own });
    // The new main number was an additional one: it is not kept twice.
    await bulkPhones({ primaryPhone: "+54 11 4555-0102" });
    expect(await phones()).toEqual({
      primaryPhone: "+54 11 4555-0102",
      additionalPhones: ["+54 11 4555-0101"],
    });
    // Additional phones sent replace the store's own.
    await bulkPhones({ primaryPhone: "+54 11 4555-0200", additionalPhones: ["+54 11 4555-0103"] });
    expect((await phones())?.additionalPhones).toEqual(["+54 11 4555-0103"]);

    // A single-store edit sends the store's whole phones, as before.
    const single = await as("adminA", UPDATE, {
      id: f.locationsA[0],
      patch: { phoneNumbers: { primaryPhone: "+54 11 4555-0200" } },
    });
    await waitForJob(single.body.data.updateLocation.jobId);
    expect((await phones())?.additionalPhones ?? []).toEqual([]);
  }, 60_000);

  it("holds 10 edits a window per store across two workers without a 429", async () => {
    // 12 edits of one store against 10 a window: the quota paces them; the service refuses none.
    const ids = [f.locationsA[0]!];
    const jobIds: string[] = [];
    for (let n = 0; n < 12; n++) {
      const { body } = await as("adminA", BULK, {
        ids,
        patch: { websiteUri: `https://round${n}.example/` },
      });
      jobIds.push(body.data.bulkUpdateLocations.id);
    }
    for (const jobId of jobIds) expect(await waitForJob(jobId)).toMatchObject({ failed: 0 });
    const items = await testDb.db.select().from(jobItems).where(inArray(jobItems.jobId, jobIds));
    expect(items).toHaveLength(12);
    // Each edit took one call: a 429 from the simulator would have meant a second.
    expect(items.map((item) => item.attempts)).toEqual(items.map(() => 1));
  }, 90_000);
});
