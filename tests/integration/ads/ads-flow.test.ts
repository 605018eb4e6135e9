// Ads end to end against the Google Ads simulator over its HTTP handlers: a link request
// approved by a Super Admin, the invitation accepted (CHECKING → LINKED with the account's
// details), campaigns sent (PROCESSING → ACTIVE, or DISAPPROVED with the policy's reason), paused
// with 3 and resumed with 2, a past start refused, requests cancelled and unknown accounts refused.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adCampaigns, adsAccounts, emailOutbox } from "@/lib/db/schema";
import {
  ACCOUNT,
  ask,
  closeAds,
  DELETE,
  drainUntil,
  inDays,
  LIST,
  ONE,
  openAds,
  pmaxInput,
  refusal,
  SAVE,
  searchInput,
  SEND,
  SET_STATUS,
  type AdsFixture,
} from "./ads-fixtures";

let fx: AdsFixture;

beforeAll(async () => {
  fx = await openAds({ withQueue: true });
});

afterAll(async () => {
  await closeAds(fx);
});

const REQUESTS = `query { adsRequests(limit: 20) { total items { id tenantId tenantName customerId status requestedBy } } }`;
const request = (customerId: string) =>
  ask(
    fx,
    fx.tokens.adminA!,
    `mutation ($c: String!) { requestAdsAccountLink(customerId: $c) { state customerId } }`,
    {
      c: customerId,
    },
  );
const decide = (verb: "approveAdsRequest" | "cancelAdsRequest", id: string) =>
  ask(fx, fx.tokens.root!, `mutation ($id: ID!) { ${verb}(id: $id) { id status decidedAt } }`, {
    id,
  });

async function accountState(): Promise<string | undefined> {
  const [row] = await fx.testDb.db
    .select({ status: adsAccounts.status })
    .from(adsAccounts)
    .where(eq(adsAccounts.tenantId, fx.f.tenantA));
  return row?.status;
}

async function campaignStatus(id: string): Promise<string | undefined> {
  const [row] = await fx.testDb.db
    .select({ status: adCampaigns.status })
    .from(adCampaigns)
    .where(and(eq(adCampaigns.id, id), eq(adCampaigns.tenantId, fx.f.tenantA)));
  return row?.status;
}

async function mailsTo(email: string) {
  const rows = await fx.testDb.db.select().from(emailOutbox);
  return rows.filter((row) => row.recipients.includes(email)).map((row) => row.subject);
}

describe("the account link", () => {
  it("refuses an account Google Ads does not know, and the request stays for the admin to cancel", async () => {
    expect((await request("987-654-3210")).data.requestAdsAccountLink.state).toBe("VALIDATING");
    expect(refusal(await request("5550001111")).messages).toEqual(["ads.errors.linkInProgress"]);
    const pending = (await ask(fx, fx.tokens.root!, REQUESTS)).data.adsRequests.items[0];
    expect(pending).toMatchObject({
      tenantId: fx.f.tenantA,
      tenantName: "alpha",
      customerId: "9876543210",
      status: "PENDING",
      requestedBy: "admina@alpha.test",
    });
    expect(refusal(await decide("approveAdsRequest", pending.id)).messages).toEqual([
      "ads.errors.customerNotFound",
    ]);
    expect(await accountState()).toBe("VALIDATING");
    expect((await decide("cancelAdsRequest", pending.id)).data.cancelAdsRequest.status).toBe(
      "CANCELLED",
    );
    expect(await accountState()).toBe("NOT_LINKED");
    expect(await mailsTo("admina@alpha.test")).toHaveLength(1);
    expect(refusal(await decide("approveAdsRequest", pending.id)).messages).toEqual([
      "ads.errors.requestDecided",
    ]);
  });

  it("lets the tenant withdraw its own request while it is validated", async () => {
    await request("5550002222");
    const cancel = `mutation { cancelAdsAccountLink { state } }`;
    expect((await ask(fx, fx.tokens.adminA!, cancel)).data.cancelAdsAccountLink.state).toBe(
      "NOT_LINKED",
    );
    expect(refusal(await ask(fx, fx.tokens.adminA!, cancel)).messages).toEqual([
      "ads.errors.notValidating",
    ]);
    const items = (await ask(fx, fx.tokens.root!, REQUESTS)).data.adsRequests.items;
    expect(items.every((item: { status: string }) => item.status !== "PENDING")).toBe(true);
  });

  it("goes from request to approval to CHECKING, and LINKED once the invitation is accepted", async () => {
    expect((await request("555-000-1111")).data.requestAdsAccountLink).toEqual({
      state: "VALIDATING",
      customerId: "5550001111",
    });
    const pending = (await ask(fx, fx.tokens.root!, REQUESTS)).data.adsRequests.items[0];
    expect(pending.status).toBe("PENDING");
    const approved = await decide("approveAdsRequest", pending.id);
    expect(approved.errors).toBeUndefined();
    expect(approved.data.approveAdsRequest.status).toBe("APPROVED");
    expect(await accountState()).toBe("CHECKING");
    await drainUntil(fx, async () => (await accountState()) === "LINKED");
    const account = (await ask(fx, fx.tokens.adminA!, ACCOUNT)).data.adsAccount;
    expect(account).toEqual({
      state: "LINKED",
      customerId: "5550001111",
      currencyCode: "USD",
      dateTimeZone: "America/New_York",
      descriptiveName: "Acme Pizza Ads",
      testAccount: false,
      service: "SIMULATOR",
    });
    // Told when approved and when linked, besides the cancelled request before.
    expect(await mailsTo("admina@alpha.test")).toHaveLength(3);
  });
});

describe("campaigns in the ads service", () => {
  it("sends a search campaign per store: PROCESSING, then ACTIVE once reviewed, with its metrics", async () => {
    const saved = (
      await ask(fx, fx.tokens.adminA!, SAVE, { input: searchInput(fx, { perStore: true }) })
    ).data.saveCampaign;
    const sent = await ask(fx, fx.tokens.adminA!, SEND, { id: saved.id });
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendCampaign).toMatchObject({ status: "PROCESSING", currencyCode: "USD" });
    expect(sent.data.sendCampaign.jobId).toBeTruthy();
    expect(refusal(await ask(fx, fx.tokens.adminA!, SEND, { id: saved.id })).messages).toEqual([
      "ads.errors.notSendable",
    ]);
    await drainUntil(fx, async () => (await campaignStatus(saved.id)) === "ACTIVE");
    const [row] = await fx.testDb.db.select().from(adCampaigns).where(eq(adCampaigns.id, saved.id));
    expect(row!.remotes).toHaveLength(2);
    expect(row!.remotes.map((remote) => remote.locationId).sort()).toEqual(
      [...saved.locationIds].sort(),
    );
    expect(row!.metricsAt).not.toBeNull();

    // Pause (3) and resume (2): the list says so at once; any other action is refused.
    const pause = await ask(fx, fx.tokens.adminA!, SET_STATUS, { id: saved.id, action: 3 });
    expect(pause.data.setCampaignStatus.status).toBe("PAUSED");
    const listed = (await ask(fx, fx.tokens.adminA!, LIST, { filter: { status: "PAUSED" } })).data
      .campaigns.items;
    expect(listed.map((c: { id: string }) => c.id)).toEqual([saved.id]);
    expect(
      refusal(await ask(fx, fx.tokens.adminA!, SET_STATUS, { id: saved.id, action: 3 })).messages,
    ).toEqual(["ads.errors.notPausable"]);
    const resume = await ask(fx, fx.tokens.adminA!, SET_STATUS, { id: saved.id, action: 2 });
    expect(resume.data.setCampaignStatus.status).toBe("ACTIVE");
    expect(
      refusal(await ask(fx, fx.tokens.adminA!, SET_STATUS, { id: saved.id, action: 4 })),
    ).toMatchObject({
      code: "BAD_USER_INPUT",
      messages: ["ads.errors.badAction"],
    });
    const calls = fx.simCalls.filter((call) => call.endsWith("/campaigns:mutate"));
    expect(calls.length).toBeGreaterThanOrEqual(2 + 2 + 2);

    // A sent campaign is not edited in place.
    const edit = await ask(fx, fx.tokens.adminA!, SAVE, {
      input: { ...searchInput(fx), id: saved.id },
    });
    expect(refusal(edit).messages).toEqual(["ads.errors.notEditable"]);
  });

  it("refuses to send a campaign whose start is past", async () => {
    const saved = (
      await ask(fx, fx.tokens.adminA!, SAVE, {
        input: searchInput(fx, { startDate: inDays(-3), endDate: null }),
      })
    ).data.saveCampaign;
    expect(saved.complete).toBe(true);
    const sent = await ask(fx, fx.tokens.adminA!, SEND, { id: saved.id });
    expect(refusal(sent)).toMatchObject({
      code: "BAD_USER_INPUT",
      messages: ["ads.validation.startPast"],
      paths: ["startDate"],
    });
    expect(await campaignStatus(saved.id)).toBe("DRAFT");
  });

  it("completes a Performance Max that lacked a square image, sends it and sees it approved", async () => {
    const draft = (
      await ask(fx, fx.tokens.adminA!, SAVE, {
        input: pmaxInput(fx, { imageIds: [fx.imagesA.landscape] }),
      })
    ).data.saveCampaign;
    const refused = await ask(fx, fx.tokens.adminA!, SEND, { id: draft.id });
    expect(refusal(refused)).toMatchObject({
      code: "BAD_USER_INPUT",
      messages: ["ads.validation.squareImageRequired"],
      paths: ["imageIds"],
    });
    const completed = (
      await ask(fx, fx.tokens.adminA!, SAVE, {
        input: { ...pmaxInput(fx), id: draft.id },
      })
    ).data.saveCampaign;
    expect(completed).toMatchObject({ complete: true, missing: [] });
    expect(completed.images.map((i: { shape: string }) => i.shape)).toEqual([
      "MARKETING",
      "SQUARE",
    ]);
    expect((await ask(fx, fx.tokens.adminA!, SEND, { id: draft.id })).errors).toBeUndefined();
    expect(await campaignStatus(draft.id)).toBe("PROCESSING");
    await drainUntil(fx, async () => (await campaignStatus(draft.id)) === "ACTIVE");
  });

  it("says why the service disapproved a campaign", async () => {
    const saved = (
      await ask(fx, fx.tokens.adminA!, SAVE, {
        input: searchInput(fx, {
          name: "Loud",
          headlines: ["HUGE pizza SALE", "Fresh from the oven", "Order now"],
        }),
      })
    ).data.saveCampaign;
    await ask(fx, fx.tokens.adminA!, SEND, { id: saved.id });
    await drainUntil(fx, async () => (await campaignStatus(saved.id)) === "DISAPPROVED");
    const read = (await ask(fx, fx.tokens.adminA!, ONE, { id: saved.id })).data.campaign;
    expect(read.statusReason).toContain("EXCESSIVE_CAPITALIZATION");
    // Deleted: paused in the service first, then gone from the list.
    expect((await ask(fx, fx.tokens.adminA!, DELETE, { id: saved.id })).data.deleteCampaign).toBe(
      true,
    );
    expect((await ask(fx, fx.tokens.adminA!, ONE, { id: saved.id })).data.campaign).toBeNull();
  });

  it("unlinks the account", async () => {
    const body = await ask(fx, fx.tokens.adminA!, `mutation { unlinkAdsAccount { state } }`);
    expect(body.data.unlinkAdsAccount.state).toBe("NOT_LINKED");
    const again = await ask(fx, fx.tokens.adminA!, `mutation { unlinkAdsAccount { state } }`);
    expect(refusal(again).messages).toEqual(["ads.errors.notLinked"]);
  });
});
