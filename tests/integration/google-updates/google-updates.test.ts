// Google's changes end to end on the app's database and the maps simulator (in-process): a change
// Google makes in the simulator becomes a row per field after a check (ours beside theirs, one
// notification); restoring ours sends our value (the simulator holds it and Google's update of it
// is gone); keeping Google's sends theirs and our listing keeps it; a Pub/Sub GOOGLE_UPDATE
// checks its one store; the rows are the caller's tenant's only and a role without the store
// section is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { googleUpdates, jobs, locationDetails, locations, notifications } from "@/lib/db/schema";
import "@/lib/google-updates/job-kinds";
import {
  CheckGoogleUpdatesMutation,
  GoogleUpdatesQuery,
  ResolveGoogleUpdateMutation,
  ResolveGoogleUpdatesMutation,
} from "@/lib/google-updates/operations";
import { getQueue } from "@/lib/jobs/runtime";
import { processNotification } from "@/lib/pubsub/process";
import { waitForJobDone } from "@/tests/integration/helpers/jobs";
import { addUserWithRole } from "@/tests/integration/helpers/graphql-fixtures";
import { simCall } from "@/tests/integration/helpers/maps-sim";
import { codeOf, setUpStoreEdits, type StoreEdits } from "@/tests/integration/helpers/store-edits";

let env: StoreEdits;
let storesA: { id: string; googleId: string; locationName: string }[];

beforeAll(async () => {
  env = await setUpStoreEdits({ stores: 3, workers: 1 });
  env.tokens.faqA = await addUserWithRole(env.testDb.db, env.f.tenantA, "faqA", "FAQ");
  storesA = await Promise.all(
    env.simStores.map(async (googleId) => {
      const [row] = await env.testDb.db
        .select({
          id: locations.id,
          googleId: locations.googleId,
          locationName: locations.locationName,
        })
        .from(locations)
        .where(and(eq(locations.tenantId, env.f.tenantA), eq(locations.googleId, googleId)));
      return row!;
    }),
  );
}, 90_000);

afterAll(() => env?.close());

const simId = (googleId: string) => googleId.replace(/^locations\//, "");

async function googleEdit(googleId: string, body: Record<string, unknown>) {
  const answer = await simCall("POST", `_admin/locations/${simId(googleId)}:googleUpdate`, {
    admin: true,
    body,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function simulatorView(googleId: string) {
  const answer = await simCall("GET", `_admin/locations/${simId(googleId)}/googleUpdated`, {
    admin: true,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function checkNow(user = "adminA") {
  const { body } = await env.as(user, CheckGoogleUpdatesMutation);
  expect(body.errors).toBeUndefined();
  const jobId: string = body.data.checkGoogleUpdates.id;
  // Tenant A's stores beyond the simulator's account are refused by the service: that item fails.
  await waitForJobDone(env.testDb.db, jobId, 30_000, (job) =>
    ["DONE", "FAILED"].includes(job.status),
  );
  return jobId;
}

async function list(user = "adminA", variables: Record<string, unknown> = {}) {
  const { body } = await env.as(user, GoogleUpdatesQuery, { limit: 50, ...variables });
  expect(body.errors).toBeUndefined();
  return body.data.googleUpdates;
}

/** Every job of the tenant worked (the Pub/Sub check and the edits run as jobs). */
async function jobsSettled() {
  const until = Date.now() + 30_000;
  for (;;) {
    const open = await env.testDb.db
      .select({ id: jobs.id, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.tenantId, env.f.tenantA));
    if (open.every((job) => ["DONE", "FAILED"].includes(job.status))) return;
    if (Date.now() > until) throw new Error("jobs still running");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("Google's changes", () => {
  it("shows Google's change per field after a check, restores ours and keeps Google's", async () => {
    const store = storesA[0]!;
    const edited = await googleEdit(store.googleId, {
      title: `${store.locationName} by Google`,
      websiteUri: "https://google.example/store",
    });
    expect(edited.googleUpdated.diffMask).toBe("title,websiteUri");
    // The merchant's resource is what get answers, flagged.
    expect(edited.location.title).not.toBe(`${store.locationName} by Google`);
    expect(edited.location.metadata.hasGoogleUpdated).toBe(true);

    await checkNow();
    const page = await list();
    expect(page.total).toBe(2);
    expect(page.stores).toBe(1);
    const title = page.items.find((item: { field: string }) => item.field === "title");
    expect(title).toMatchObject({
      locationId: store.id,
      storeName: store.locationName,
      ours: store.locationName,
      theirs: `${store.locationName} by Google`,
      theirsText: [`${store.locationName} by Google`],
    });
    expect(page.counts).toContainEqual({ field: "title", count: 1 });
    expect((await list("adminA", { filter: { field: "websiteUri" } })).total).toBe(1);
    const raised = await env.testDb.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.tenantId, env.f.tenantA), eq(notifications.type, "GOOGLE_UPDATE")),
      );
    expect(raised).toHaveLength(1);

    // A second check finds the same change: nothing new, no second notification.
    await checkNow();
    expect((await list()).total).toBe(2);
    expect(
      await env.testDb.db
        .select()
        .from(notifications)
        .where(
          and(eq(notifications.tenantId, env.f.tenantA), eq(notifications.type, "GOOGLE_UPDATE")),
        ),
    ).toHaveLength(1);

    // Restore ours: the simulator holds our name again and Google's update of it is gone.
    const restored = await env.as("adminA", ResolveGoogleUpdateMutation, {
      locationId: store.id,
      field: "title",
      keep: "OURS",
    });
    expect(restored.body.errors).toBeUndefined();
    expect(restored.body.data.resolveGoogleUpdate).toMatchObject({ held: false, count: 1 });
    await env.waitForJob(restored.body.data.resolveGoogleUpdate.job.id);
    const afterRestore = await simulatorView(store.googleId);
    expect(afterRestore.location.title).toBe(store.locationName);
    expect(afterRestore.googleUpdated.diffMask).toBe("websiteUri");
    expect((await list()).total).toBe(1);

    // Keep Google's: sent as ours, and our listing keeps it.
    const accepted = await env.as("adminA", ResolveGoogleUpdatesMutation, {
      filter: { field: "websiteUri" },
      keep: "GOOGLE",
    });
    expect(accepted.body.errors).toBeUndefined();
    await env.waitForJob(accepted.body.data.resolveGoogleUpdates.job.id);
    const afterAccept = await simulatorView(store.googleId);
    expect(afterAccept.location.websiteUri).toBe("https://google.example/store");
    expect(afterAccept.googleUpdated.diffMask).toBe("");
    expect(afterAccept.location.metadata.hasGoogleUpdated).toBe(false);
    const [kept] = await env.testDb.db
      .select({ location: locationDetails.location })
      .from(locationDetails)
      .where(eq(locationDetails.locationId, store.id));
    expect(kept!.location.websiteUri).toBe("https://google.example/store");
    expect((await list()).total).toBe(0);

    // Resolving a change that is no longer open is a translated refusal.
    const again = await env.as(
      "adminA",
      ResolveGoogleUpdateMutation,
      { locationId: store.id, field: "title", keep: "OURS" },
      "es",
    );
    expect(codeOf(again)).toBe("NOT_FOUND");
    expect(again.body.errors![0]!.message).toMatch(/ya no está abierto/);
  });

  it("closes a change Google reverted itself", async () => {
    const store = storesA[2]!;
    await googleEdit(store.googleId, { websiteUri: "https://reverted.example/" });
    await checkNow();
    expect((await list()).total).toBe(1);
    // Our own edit of the field (through the service) replaces Google's update of it.
    const ours = await env.maps.patchLocation(
      store.googleId,
      { websiteUri: "https://ours.example/" } as never,
      { updateMask: "websiteUri" },
    );
    expect(ours.metadata?.hasGoogleUpdated ?? false).toBe(false);
    await checkNow();
    expect((await list()).total).toBe(0);
    const [row] = await env.testDb.db
      .select()
      .from(googleUpdates)
      .where(eq(googleUpdates.locationId, store.id));
    expect(row!.resolution).toBe("REVERTED");
  });

  it("checks one store when Pub/Sub says Google updated it", async () => {
    const store = storesA[1]!;
    await googleEdit(store.googleId, { profile: { description: "Written by Google" } });
    const outcome = await processNotification(env.testDb.db, await getQueue(), {
      messageId: `google-update-${Date.now()}`,
      notification: {
        type: "GOOGLE_UPDATE",
        location: `accounts/1001/${store.googleId}`,
        googleId: store.googleId,
        account: "accounts/1001",
      } as never,
    });
    expect(outcome).toBe("DONE");
    await jobsSettled();
    const open = await env.testDb.db
      .select()
      .from(googleUpdates)
      .where(and(eq(googleUpdates.locationId, store.id), isNull(googleUpdates.resolvedAt)));
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ field: "profile.description", theirs: "Written by Google" });
  });

  it("keeps each tenant's changes to itself and refuses a role without the store section", async () => {
    const ofB = await list("adminB");
    expect(ofB.total).toBe(0);
    const store = storesA[1]!;
    const foreign = await env.as("adminB", ResolveGoogleUpdateMutation, {
      locationId: store.id,
      field: "profile.description",
      keep: "OURS",
    });
    expect(codeOf(foreign)).toBe("NOT_FOUND");
    const bulkForeign = await env.as("adminB", ResolveGoogleUpdatesMutation, {
      filter: {},
      keep: "GOOGLE",
    });
    expect(codeOf(bulkForeign)).toBe("BAD_USER_INPUT");
    expect((await list()).total).toBe(1);

    expect(codeOf(await env.as("faqA", GoogleUpdatesQuery, { limit: 10 }))).toBe("FORBIDDEN");
    expect(codeOf(await env.as("faqA", CheckGoogleUpdatesMutation))).toBe("FORBIDDEN");
    expect(
      codeOf(
        await env.as("faqA", ResolveGoogleUpdateMutation, {
          locationId: store.id,
          field: "profile.description",
          keep: "OURS",
        }),
      ),
    ).toBe("FORBIDDEN");
  });
});
