// A store's pin proposed from a phone (lib/geolocation) end to end on the app's database and the
// maps simulator: an ADMIN's link for one store of the tenant, the phone's proposal through the
// public route with the link's token only (once, before it expires, in range), and the ADMIN's
// confirmation sent as a LOCATION_EDIT of latlng that the simulator ends up holding.
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { geolocationLinks, jobs, locations, notifications, pinProposals } from "@/lib/db/schema";
import {
  ConfirmPinProposalMutation,
  CreatePinLinkMutation,
  DiscardPinProposalMutation,
  PinStoreQuery,
} from "@/lib/geolocation/operations";
import { handlePinProposal } from "@/lib/geolocation/submit-handler";
import { codeOf, setUpStoreEdits, type StoreEdits } from "@/tests/integration/helpers/store-edits";

let env: StoreEdits;

const tokenOf = (url: string) => new URL(url).searchParams.get("token")!;

async function newLink(user = "adminA", locationId = env.f.locationsA[0]) {
  const answer = await env.as(user, CreatePinLinkMutation, { locationId });
  return answer;
}

async function propose(
  body: Record<string, unknown>,
  { language = "en", ip = "198.51.100.7" }: { language?: string; ip?: string } = {},
) {
  const response = await handlePinProposal(
    env.testDb.db,
    new Request("http://localhost/api/geolocation", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "accept-language": language,
        "x-forwarded-for": ip,
      },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: await response.json() };
}

const proposalCount = async () =>
  (await env.testDb.db.select({ n: count() }).from(pinProposals))[0]!.n;

beforeAll(async () => {
  env = await setUpStoreEdits({ stores: 1, workers: 1 });
}, 90_000);

afterAll(() => env?.close());

describe("a pin link", () => {
  it("is the ADMIN's, for a store of the caller's tenant only", async () => {
    expect(codeOf(await newLink("storeA"))).toBe("FORBIDDEN");
    const foreign = await newLink("adminA", env.f.locationsB[0]);
    expect(codeOf(foreign)).toBe("NOT_FOUND");
    expect(foreign.body.errors[0].message).toBe(
      "The store does not exist or you do not have access to it.",
    );
    expect(codeOf(await env.as("storeA", PinStoreQuery, { locationId: env.f.locationsA[0] }))).toBe(
      "FORBIDDEN",
    );
    const other = await env.as("adminB", PinStoreQuery, { locationId: env.f.locationsA[0] });
    expect(other.body.errors).toBeUndefined();
    expect(other.body.data.pinStore).toBeNull();
  });

  it("keeps only its token's hash and opens for 48 hours", async () => {
    const { body } = await newLink();
    expect(body.errors).toBeUndefined();
    const token = tokenOf(body.data.createPinLink.url);
    expect(body.data.createPinLink.url).toContain("/geolocation?token=");
    const [row] = await env.testDb.db
      .select()
      .from(geolocationLinks)
      .where(eq(geolocationLinks.id, body.data.createPinLink.link.id));
    expect(row!.tokenHash).not.toContain(token);
    const hours = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(48, 1);
  });
});

describe("proposing a pin with the link's token", () => {
  let proposalId: string;
  let token: string;
  const at = { latitude: -34.6037, longitude: -58.3816, accuracy: 12 };

  it("stores the proposal, uses the link and notifies the tenant", async () => {
    // The kept listing's pin, a thousandth of a degree (about 111 m) south.
    await env.testDb.db
      .update(locations)
      .set({ latitude: at.latitude - 0.001, longitude: at.longitude })
      .where(eq(locations.id, env.f.locationsA[0]!));
    token = tokenOf((await newLink()).body.data.createPinLink.url);
    const answer = await propose({ token, ...at });
    expect(answer.status).toBe(201);
    proposalId = answer.body.id;
    const [note] = await env.testDb.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.type, "LOCATION_PIN_PROPOSED"), eq(notifications.subject, proposalId)),
      );
    expect(note).toMatchObject({ tenantId: env.f.tenantA, locationId: env.f.locationsA[0] });
    const { body } = await env.as("adminA", PinStoreQuery, { locationId: env.f.locationsA[0] });
    const listed = body.data.pinStore.proposals.find((p: { id: string }) => p.id === proposalId);
    expect(listed).toMatchObject({ ...at, decision: null });
    expect(listed.distance).toBeCloseTo(111.2, 0);
  });

  it("refuses a used, an unknown and an expired link, and a position out of range, writing nothing", async () => {
    const before = await proposalCount();
    const used = await propose({ token, ...at }, { language: "es" });
    expect(used).toMatchObject({ status: 409, body: { error: { code: "LINK_USED" } } });
    expect(used.body.error.message).toBe("Ya se propuso un pin con este enlace.");
    const unknown = await propose({ token: "x".repeat(43), ...at });
    expect(unknown).toMatchObject({ status: 404, body: { error: { code: "LINK_UNKNOWN" } } });
    const fresh = (await newLink()).body.data.createPinLink;
    await env.testDb.db
      .update(geolocationLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(geolocationLinks.id, fresh.link.id));
    const expired = await propose({ token: tokenOf(fresh.url), ...at }, { language: "es" });
    expect(expired).toMatchObject({ status: 410, body: { error: { code: "LINK_EXPIRED" } } });
    expect(expired.body.error.message).toBe(
      "Este enlace venció. Pide uno nuevo a quien te lo envió.",
    );
    const open = tokenOf((await newLink()).body.data.createPinLink.url);
    for (const wrong of [
      { latitude: 91 },
      { longitude: -181 },
      { accuracy: -1 },
      { accuracy: "x" },
    ])
      expect((await propose({ token: open, ...at, ...wrong })).status).toBe(400);
    expect(await proposalCount()).toBe(before);
    // The open link was not used up by the refused positions.
    expect((await propose({ token: open, ...at, accuracy: 250 })).status).toBe(201);
  });

  it("is confirmed or discarded by the tenant's ADMIN only", async () => {
    expect(codeOf(await env.as("storeA", ConfirmPinProposalMutation, { id: proposalId }))).toBe(
      "FORBIDDEN",
    );
    expect(codeOf(await env.as("adminB", ConfirmPinProposalMutation, { id: proposalId }))).toBe(
      "NOT_FOUND",
    );
    expect(codeOf(await env.as("adminB", DiscardPinProposalMutation, { id: proposalId }))).toBe(
      "NOT_FOUND",
    );
    const [row] = await env.testDb.db
      .select({ decision: pinProposals.decision })
      .from(pinProposals)
      .where(eq(pinProposals.id, proposalId));
    expect(row!.decision).toBeNull();
  });

  it("sends the confirmed pin to the maps service as the store's latlng, through a job", async () => {
    const { body } = await env.as("adminA", ConfirmPinProposalMutation, { id: proposalId });
    expect(body.errors).toBeUndefined();
    const { jobId, held, proposal } = body.data.confirmPinProposal;
    expect(held).toBe(false);
    expect(proposal).toMatchObject({ decision: "CONFIRMED", jobId });
    const [job] = await env.testDb.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job!.kind).toBe("LOCATION_EDIT");
    await env.waitForJob(jobId);
    const listing = await env.maps.getFullLocation(env.simStores[0]!);
    expect(listing.latlng).toEqual({ latitude: at.latitude, longitude: at.longitude });
    const again = await env.as("adminA", ConfirmPinProposalMutation, { id: proposalId });
    expect(codeOf(again)).toBe("BAD_USER_INPUT");
  });

  it("discards another proposal without sending anything", async () => {
    const { body } = await env.as("adminA", PinStoreQuery, { locationId: env.f.locationsA[0] });
    const waiting = body.data.pinStore.proposals.find(
      (p: { decision: string | null }) => p.decision === null,
    );
    const jobsBefore = (await env.testDb.db.select({ n: count() }).from(jobs))[0]!.n;
    const answer = await env.as("adminA", DiscardPinProposalMutation, { id: waiting.id });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.discardPinProposal).toMatchObject({
      decision: "DISCARDED",
      jobId: null,
    });
    expect((await env.testDb.db.select({ n: count() }).from(jobs))[0]!.n).toBe(jobsBefore);
  });
});
