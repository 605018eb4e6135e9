// Listing health end to end on the app's database and the maps simulator (in-process): a store the
// simulator suspends comes first after a check, keeps its `since` across checks and raises one
// notification; a store whose verification Google dropped is verified with the PIN the simulator
// mailed (a wrong PIN is a translated refusal, nothing written); the list is the caller's tenant's
// only, and a role without the store section is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  listingHealth,
  locations,
  notifications,
  workspaceLocations,
  workspaces,
} from "@/lib/db/schema";
import "@/lib/listing-health/job-kinds";
import {
  CheckListingHealthMutation,
  CompleteVerificationMutation,
  ListingHealthQuery,
  StartVerificationMutation,
  VerificationOptionsQuery,
} from "@/lib/listing-health/operations";
import { recordHealth } from "@/lib/listing-health/service";
import { waitForJobDone } from "@/tests/integration/helpers/jobs";
import { addUserWithRole } from "@/tests/integration/helpers/graphql-fixtures";
import { simCall } from "@/tests/integration/helpers/maps-sim";
import { codeOf, setUpStoreEdits, type StoreEdits } from "@/tests/integration/helpers/store-edits";

let env: StoreEdits;
/** Tenant A's stores, in the order of the simulator locations they point at. */
let storesA: { id: string; googleId: string }[];

beforeAll(async () => {
  env = await setUpStoreEdits({ stores: 3, workers: 1 });
  env.tokens.faqA = await addUserWithRole(env.testDb.db, env.f.tenantA, "faqA", "FAQ");
  storesA = await Promise.all(
    env.simStores.map(async (googleId) => {
      const [row] = await env.testDb.db
        .select({ id: locations.id, googleId: locations.googleId })
        .from(locations)
        .where(and(eq(locations.tenantId, env.f.tenantA), eq(locations.googleId, googleId)));
      return row!;
    }),
  );
}, 90_000);

afterAll(() => env?.close());

const simId = (googleId: string) => googleId.replace(/^locations\//, "");

async function checkNow(user = "adminA") {
  const { body } = await env.as(user, CheckListingHealthMutation);
  expect(body.errors).toBeUndefined();
  const jobId: string = body.data.checkListingHealth.id;
  await waitForJobDone(env.testDb.db, jobId, 30_000, (job) =>
    ["DONE", "FAILED"].includes(job.status),
  );
  return jobId;
}

async function list(user = "adminA", variables: Record<string, unknown> = {}) {
  const { body } = await env.as(user, ListingHealthQuery, { limit: 50, ...variables });
  expect(body.errors).toBeUndefined();
  return body.data.listingHealth;
}

describe("listing health", () => {
  it("puts a store the simulator suspends first, and keeps its since across checks", async () => {
    const suspended = storesA[1]!;
    const set = await simCall("POST", `_admin/locations/${simId(suspended.googleId)}:standing`, {
      admin: true,
      body: { standing: "SUSPENDED" },
    });
    expect(set.status).toBe(200);
    await checkNow();
    const first = await list();
    expect(first.total).toBe(3);
    expect(first.items[0]).toMatchObject({
      locationId: suspended.id,
      state: "SUSPENDED",
      nextAction: "APPEAL",
      actionUrl: "https://business.google.com/",
    });
    expect(first.items.slice(1).every((item: { state: string }) => item.state === "OK")).toBe(true);
    expect(first.counts).toContainEqual({ state: "SUSPENDED", count: 1 });
    expect(first.counts).toContainEqual({ state: "OK", count: 2 });
    const since = first.items[0].since;

    await checkNow();
    const second = await list();
    expect(second.items[0]).toMatchObject({ locationId: suspended.id, state: "SUSPENDED", since });
    const raised = await env.testDb.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.tenantId, env.f.tenantA),
          eq(notifications.type, "LOCATION_SUSPENDED"),
        ),
      );
    expect(raised).toHaveLength(1);

    const filtered = await list("adminA", { filter: { states: ["OK"] } });
    expect(filtered.total).toBe(2);

    // Cleared on Google's side: the next check resets since.
    await simCall("POST", `_admin/locations/${simId(suspended.googleId)}:standing`, {
      admin: true,
      body: { standing: null },
    });
    await checkNow();
    const [row] = await env.testDb.db
      .select()
      .from(listingHealth)
      .where(eq(listingHealth.locationId, suspended.id));
    expect(row!.state).toBe("OK");
    expect(row!.since.getTime()).toBeGreaterThan(Date.parse(since));
  });

  it("verifies a store whose verification Google dropped, with the mailed PIN", async () => {
    const store = storesA[2]!;
    await simCall("POST", `_admin/locations/${simId(store.googleId)}:dropVerification`, {
      admin: true,
      body: {},
    });
    await checkNow();
    const before = await list();
    expect(before.items[0]).toMatchObject({
      locationId: store.id,
      state: "UNVERIFIED",
      nextAction: "VERIFY",
    });

    const options = await env.as("adminA", VerificationOptionsQuery, { locationId: store.id });
    expect(options.body.errors).toBeUndefined();
    const methods = options.body.data.verificationOptions.map((o: { method: string }) => o.method);
    expect(methods).toContain("SMS");

    const started = await env.as("adminA", StartVerificationMutation, {
      input: { locationId: store.id, method: "SMS" },
    });
    expect(started.body.errors).toBeUndefined();
    expect(started.body.data.startVerification.state).toBe("PENDING");
    expect((await list()).items[0]).toMatchObject({
      locationId: store.id,
      state: "VERIFICATION_PENDING",
      nextAction: "ENTER_PIN",
    });

    const listed = await simCall("GET", `_admin/locations/${simId(store.googleId)}/verifications`, {
      admin: true,
    });
    const pin: string = listed.body.verifications[0].pin;
    const wrongPin = pin === "111111" ? "222222" : "111111";

    const wrong = await env.as(
      "adminA",
      CompleteVerificationMutation,
      { input: { locationId: store.id, pin: wrongPin } },
      "es",
    );
    expect(codeOf(wrong)).toBe("BAD_USER_INPUT");
    expect(wrong.body.errors[0].message).toBe(
      "Ese PIN no es correcto. Revisa el código que envió Google y vuelve a intentarlo.",
    );
    expect(wrong.body.errors[0].extensions.issues).toEqual([{ path: "pin", message: "WRONG_PIN" }]);
    const malformed = await env.as("adminA", CompleteVerificationMutation, {
      input: { locationId: store.id, pin: "12ab" },
    });
    expect(malformed.body.errors[0].extensions.issues[0]).toMatchObject({ message: "pinFormat" });
    const [stillPending] = await env.testDb.db
      .select({ verified: locations.verified })
      .from(locations)
      .where(eq(locations.id, store.id));
    expect(stillPending!.verified).toBe("PENDING");

    const done = await env.as("adminA", CompleteVerificationMutation, {
      input: { locationId: store.id, pin },
    });
    expect(done.body.errors).toBeUndefined();
    expect(done.body.data.completeVerification.state).toBe("COMPLETED");
    await checkNow();
    const [row] = await env.testDb.db
      .select({ state: listingHealth.state, verified: locations.verified })
      .from(listingHealth)
      .innerJoin(locations, eq(locations.id, listingHealth.locationId))
      .where(eq(listingHealth.locationId, store.id));
    expect(row).toEqual({ state: "OK", verified: "COMPLETED" });
  });

  it("keeps a workspace's stores, counts included, and refuses another tenant's workspace", async () => {
    await checkNow();
    const [workspace] = await env.testDb.db
      .insert(workspaces)
      .values({ tenantId: env.f.tenantA, name: "North", description: "Two stores" })
      .returning({ id: workspaces.id });
    await env.testDb.db.insert(workspaceLocations).values(
      storesA.slice(0, 2).map((store) => ({
        workspaceId: workspace!.id,
        locationId: store.id,
        tenantId: env.f.tenantA,
      })),
    );
    const inWorkspace = await list("adminA", { filter: { workspaceId: workspace!.id } });
    expect(inWorkspace.total).toBe(2);
    expect(inWorkspace.items.map((item: { locationId: string }) => item.locationId).sort()).toEqual(
      storesA
        .slice(0, 2)
        .map((store) => store.id)
        .sort(),
    );
    const counted = inWorkspace.counts.reduce(
      (sum: number, c: { count: number }) => sum + c.count,
      0,
    );
    expect(counted + inWorkspace.unchecked).toBe(2);

    const { body } = await env.as("adminB", ListingHealthQuery, {
      limit: 50,
      filter: { workspaceId: workspace!.id },
    });
    expect(body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("keeps each tenant to its own stores and refuses roles without the store section", async () => {
    await recordHealth(env.testDb.db, {
      tenantId: env.f.tenantB,
      locationId: env.f.locationsB[0]!,
      state: "DUPLICATE",
      detail: {},
      verified: "COMPLETED",
      duplicate: true,
    });
    const ofB = await list("adminB");
    expect(ofB.items.map((item: { locationId: string }) => item.locationId)).toEqual([
      env.f.locationsB[0],
    ]);
    const ofA = await list("adminA");
    expect(ofA.items.map((item: { locationId: string }) => item.locationId)).not.toContain(
      env.f.locationsB[0],
    );

    // Another tenant's store reads as not found, and nothing is sent for it.
    const foreign = await env.as("adminA", StartVerificationMutation, {
      input: { locationId: env.f.locationsB[0], method: "SMS" },
    });
    expect(codeOf(foreign)).toBe("NOT_FOUND");

    const refused = await env.as("faqA", ListingHealthQuery, { limit: 10 });
    expect(codeOf(refused)).toBe("FORBIDDEN");
    expect(codeOf(await env.as("faqA", CheckListingHealthMutation))).toBe("FORBIDDEN");
    expect(
      codeOf(
        await env.as("faqA", CompleteVerificationMutation, {
          input: { locationId: storesA[0]!.id, pin: "123456" },
        }),
      ),
    ).toBe("FORBIDDEN");
  });
});
