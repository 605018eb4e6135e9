// Store edits held for approval (lib/approvals) end to end on the app's database and the maps
// simulator: the tenant's rule holds a STORE user's edit (a job whose items are written and not
// queued; the simulator untouched) while an ADMIN's passes; approving queues it once and the
// simulator gets it; rejecting sends nothing and notifies; only the tenant's ADMIN decides.
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ApprovalDiffQuery,
  ApprovalRuleQuery,
  ApproveEditMutation,
  PendingApprovalsQuery,
  RejectEditMutation,
  SetApprovalRuleMutation,
} from "@/lib/approvals/operations";
import { auditLog, jobItems, jobs, notifications, roles } from "@/lib/db/schema";
import { BulkUpdateLocationsMutation, UpdateStoreMutation } from "@/lib/stores/operations";
import { codeOf, setUpStoreEdits, type StoreEdits } from "@/tests/integration/helpers/store-edits";

let env: StoreEdits;
let storeRole: string;

const queuedItems = async (jobId: string) => {
  const items = await env.testDb.db
    .select({ id: jobItems.id })
    .from(jobItems)
    .where(eq(jobItems.jobId, jobId));
  const { rows } = await env.testDb.executeSql!(
    "select count(*)::int as n from pgboss.job where data->>'itemId' = any($1::text[])",
    [items.map((item) => item.id)],
  );
  return (rows[0] as { n: number }).n;
};

const website = async (i: number) => (await env.maps.getFullLocation(env.simStores[i]!)).websiteUri;

async function heldEdit(user: string, i: number, uri: string) {
  const { body } = await env.as(user, UpdateStoreMutation, {
    id: env.f.locationsA[i],
    patch: { websiteUri: uri },
  });
  expect(body.errors).toBeUndefined();
  return body.data.updateLocation as { jobId: string; held: boolean };
}

beforeAll(async () => {
  env = await setUpStoreEdits({ stores: 3, workers: 1 });
  const [role] = await env.testDb.db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.name, "STORE"), isNull(roles.tenantId)));
  storeRole = role!.id;
}, 90_000);

afterAll(() => env?.close());

describe("the approval rule", () => {
  it("is the ADMIN's: a STORE user can neither read nor set it; unknown roles are refused", async () => {
    expect(codeOf(await env.as("storeA", ApprovalRuleQuery))).toBe("FORBIDDEN");
    expect(codeOf(await env.as("storeA", SetApprovalRuleMutation, { roleIds: [storeRole] }))).toBe(
      "FORBIDDEN",
    );
    const unknown = await env.as(
      "adminA",
      SetApprovalRuleMutation,
      { roleIds: ["00000000-0000-4000-8000-000000000000"] },
      "es",
    );
    expect(codeOf(unknown)).toBe("BAD_USER_INPUT");
    expect(unknown.body.errors[0].message).toBe("Uno de esos roles no existe en tu empresa.");
    const { body } = await env.as("adminA", SetApprovalRuleMutation, { roleIds: [storeRole] });
    expect(body.errors).toBeUndefined();
    expect(body.data.setApprovalRule.roleIds).toEqual([storeRole]);
    const roleView = body.data.setApprovalRule.roles.find(
      (r: { id: string }) => r.id === storeRole,
    );
    expect(roleView).toMatchObject({ name: "STORE", required: true });
    expect(body.data.setApprovalRule.roles.some((r: { name: string }) => r.name === "ADMIN")).toBe(
      false,
    );
  });
});

describe("held edits", () => {
  let held: string;

  it("holds a STORE user's edit: the job waits, nothing is queued, the simulator is untouched", async () => {
    const before = await website(0);
    const edit = await heldEdit("storeA", 0, "https://held.example/");
    expect(edit.held).toBe(true);
    held = edit.jobId;
    const [job] = await env.testDb.db.select().from(jobs).where(eq(jobs.id, held));
    expect(job!.status).toBe("AWAITING_APPROVAL");
    expect(await queuedItems(held)).toBe(0);
    expect(await website(0)).toBe(before);
    const store = await env.as(
      "storeA",
      `query($id: ID!) { location(id: $id) { editsNeedApproval lastEdit { held status } } }`,
      { id: env.f.locationsA[0] },
    );
    expect(store.body.data.location).toEqual({
      editsNeedApproval: true,
      lastEdit: { held: true, status: "PENDING" },
    });
  });

  it("lets an ADMIN's edit through at once", async () => {
    const edit = await heldEdit("adminA", 1, "https://admin.example/");
    expect(edit.held).toBe(false);
    await env.waitForJob(edit.jobId);
    expect(await website(1)).toBe("https://admin.example/");
  });

  it("holds a bulk edit too, as one job listed with its stores and each field's diff", async () => {
    const { body } = await env.as("storeA", BulkUpdateLocationsMutation, {
      ids: env.f.locationsA.slice(1, 3),
      patch: { websiteUri: "https://bulk.example/" },
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.bulkUpdateLocations.status).toBe("AWAITING_APPROVAL");
    const queue = await env.as("adminA", PendingApprovalsQuery, { limit: 10, offset: 0 });
    expect(queue.body.errors).toBeUndefined();
    const items = queue.body.data.pendingApprovals.items;
    expect(queue.body.data.pendingApprovals.total).toBe(2);
    expect(items.map((i: { source: string }) => i.source)).toEqual(["EDIT", "BULK"]);
    expect(items[0]).toMatchObject({ id: held, storeCount: 1, fields: ["websiteUri"] });
    expect(items[0].author).toBeTruthy();
    // The stored values are the listings as last read (opening a store reads it again).
    for (const id of env.f.locationsA.slice(1, 3))
      await env.as("adminA", `query($id: ID!) { location(id: $id) { _id } }`, { id });
    const page = async (offset: number) =>
      (await env.as("adminA", ApprovalDiffQuery, { id: items[1].id, limit: 1, offset })).body.data
        .pendingApproval.stores;
    const [first, second] = [await page(0), await page(1)];
    expect(first.total).toBe(2);
    expect(first.items).toHaveLength(1);
    const byStore = new Map(
      [...first.items, ...second.items].map((store) => [store.locationId, store.changes]),
    );
    expect(byStore.get(env.f.locationsA[1])).toEqual([
      { field: "websiteUri", old: "https://admin.example/", new: "https://bulk.example/" },
    ]);
    expect(byStore.get(env.f.locationsA[2])).toEqual([
      { field: "websiteUri", old: (await website(2)) ?? null, new: "https://bulk.example/" },
    ]);
  });

  it("is decided by the tenant's ADMIN only: a STORE user is refused, another tenant finds nothing", async () => {
    expect(codeOf(await env.as("storeA", ApproveEditMutation, { id: held }))).toBe("FORBIDDEN");
    expect(codeOf(await env.as("storeA", PendingApprovalsQuery, { limit: 10, offset: 0 }))).toBe(
      "FORBIDDEN",
    );
    expect(codeOf(await env.as("adminB", ApproveEditMutation, { id: held }))).toBe("NOT_FOUND");
    expect(
      codeOf(await env.as("adminB", RejectEditMutation, { id: held, reason: "not mine" })),
    ).toBe("NOT_FOUND");
    const other = await env.as("adminB", PendingApprovalsQuery, { limit: 10, offset: 0 });
    expect(other.body.data.pendingApprovals.total).toBe(0);
    expect(await queuedItems(held)).toBe(0);
  });

  it("approving queues the job once and the simulator gets it; a second approval is refused", async () => {
    const [first, second] = await Promise.all([
      env.as("adminA", ApproveEditMutation, { id: held }),
      env.as("adminA", ApproveEditMutation, { id: held }, "es"),
    ]);
    const answers = [first, second];
    const ok = answers.filter((answer) => !answer.body.errors);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.body.data.approveEdit.status).toBe("APPROVED");
    const refused = answers.find((answer) => answer.body.errors)!;
    expect(codeOf(refused)).toBe("BAD_USER_INPUT");
    expect(refused.body.errors[0].extensions.issues[0].message).toBe("alreadyApproved");
    expect(await queuedItems(held)).toBe(1);
    await env.waitForJob(held);
    expect(await website(0)).toBe("https://held.example/");
    const audit = await env.testDb.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, held));
    expect(audit.map((row) => row.action).sort()).toEqual(["approval.approve", "maps.edit"]);
  });

  it("rejecting sends nothing, ends the job REJECTED with the reason and notifies its author", async () => {
    const before = await website(2);
    const edit = await heldEdit("storeA", 2, "https://rejected.example/");
    expect(edit.held).toBe(true);
    expect(
      codeOf(await env.as("adminA", RejectEditMutation, { id: edit.jobId, reason: "  " })),
    ).toBe("BAD_USER_INPUT");
    const { body } = await env.as("adminA", RejectEditMutation, {
      id: edit.jobId,
      reason: "Wrong website",
    });
    expect(body.errors).toBeUndefined();
    expect(body.data.rejectEdit).toMatchObject({ status: "REJECTED", reason: "Wrong website" });
    const [job] = await env.testDb.db.select().from(jobs).where(eq(jobs.id, edit.jobId));
    expect(job).toMatchObject({ status: "REJECTED", failed: 1 });
    expect(await queuedItems(edit.jobId)).toBe(0);
    expect(await website(2)).toBe(before);
    const [notice] = await env.testDb.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, "EDIT_REJECTED"), eq(notifications.subject, edit.jobId)));
    expect(notice).toMatchObject({ tenantId: env.f.tenantA, locationId: env.f.locationsA[2] });
    const store = await env.as(
      "storeA",
      `query($id: ID!) { location(id: $id) { lastEdit { held status error errorDetail } } }`,
      { id: env.f.locationsA[2] },
    );
    expect(store.body.data.location.lastEdit).toEqual({
      held: false,
      status: "FAILED",
      error: "EDIT_REJECTED",
      errorDetail: "Wrong website",
    });
    // Neither approved afterwards nor retried: a rejected edit is never sent.
    const late = await env.as("adminA", ApproveEditMutation, { id: edit.jobId });
    expect(late.body.errors[0].extensions.issues[0].message).toBe("alreadyRejected");
    const retried = await env.as(
      "storeA",
      `mutation($id: ID!) { retryJobItems(id: $id) { id status } }`,
      {
        id: edit.jobId,
      },
    );
    expect(await queuedItems(edit.jobId)).toBe(0);
    expect(retried.body.data?.retryJobItems?.status ?? "REJECTED").toBe("REJECTED");
  });

  it("a held edit does not keep an ADMIN's later edit of the same store waiting", async () => {
    const edit = await heldEdit("storeA", 1, "https://held-again.example/");
    expect(edit.held).toBe(true);
    const admin = await heldEdit("adminA", 1, "https://admin-later.example/");
    await env.waitForJob(admin.jobId);
    expect(await website(1)).toBe("https://admin-later.example/");
  });

  it("turned off, the rule holds nothing", async () => {
    await env.as("adminA", SetApprovalRuleMutation, { roleIds: [] });
    const edit = await heldEdit("storeA", 2, "https://free.example/");
    expect(edit.held).toBe(false);
    await env.waitForJob(edit.jobId);
    expect(await website(2)).toBe("https://free.example/");
  });
});
