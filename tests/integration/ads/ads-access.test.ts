// The ads API's guards (spec §6: ads ADMIN and ADS; pmax ADMIN, PMAX and ADS; requests Super
// Admin only), trial users kept out, one tenant's campaigns, templates, stores and images out of
// another's reach, and the rules' refusals on their fields, drafts included.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ACCOUNT,
  ask,
  closeAds,
  DELETE,
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

const save = (token: string, input: Record<string, unknown>) =>
  ask(fx, fx.tokens[token]!, SAVE, { input });

describe("who reaches ads", () => {
  it("lets an ADS user build search and Performance Max campaigns and list them", async () => {
    const search = await save("adsA", searchInput(fx));
    expect(search.errors).toBeUndefined();
    expect(search.data.saveCampaign).toMatchObject({ status: "DRAFT", complete: true });
    const pmax = await save("adsA", pmaxInput(fx));
    expect(pmax.errors).toBeUndefined();
    const list = await ask(fx, fx.tokens.adsA!, LIST);
    expect(list.data.campaigns.items.map((c: { type: string }) => c.type).sort()).toEqual([
      "PERFORMANCE_MAX",
      "SEARCH",
    ]);
  });

  it("keeps a PMAX user to Performance Max: no search campaigns, no account link", async () => {
    expect(refusal(await save("pmaxA", searchInput(fx))).code).toBe("FORBIDDEN");
    expect((await save("pmaxA", pmaxInput(fx))).errors).toBeUndefined();
    const list = await ask(fx, fx.tokens.pmaxA!, LIST);
    expect(
      list.data.campaigns.items.every((c: { type: string }) => c.type === "PERFORMANCE_MAX"),
    ).toBe(true);
    const link = await ask(
      fx,
      fx.tokens.pmaxA!,
      `mutation { requestAdsAccountLink(customerId: "5550001111") { state } }`,
    );
    expect(refusal(link).code).toBe("FORBIDDEN");
    // It reads the account, which its campaigns are sent through.
    expect((await ask(fx, fx.tokens.pmaxA!, ACCOUNT)).data.adsAccount.state).toBe("NOT_LINKED");
  });

  it("refuses everything to a REVIEWS-only user and to a trial user", async () => {
    for (const who of ["reviewsA", "leadA"]) {
      expect(refusal(await ask(fx, fx.tokens[who]!, ACCOUNT)).code).toBe("FORBIDDEN");
      expect(refusal(await ask(fx, fx.tokens[who]!, LIST)).code).toBe("FORBIDDEN");
      expect(refusal(await save(who, searchInput(fx))).code).toBe("FORBIDDEN");
      expect(refusal(await save(who, pmaxInput(fx))).code).toBe("FORBIDDEN");
    }
  });

  it("leaves link requests to a Super Admin", async () => {
    const list = `query { adsRequests(limit: 10) { total items { id } } }`;
    expect(refusal(await ask(fx, fx.tokens.adminA!, list)).code).toBe("FORBIDDEN");
    const approve = `mutation { approveAdsRequest(id: "00000000-0000-4000-8000-000000000000") { id } }`;
    expect(refusal(await ask(fx, fx.tokens.adminA!, approve)).code).toBe("FORBIDDEN");
    expect(refusal(await ask(fx, fx.tokens.root!, approve)).code).toBe("NOT_FOUND");
    expect((await ask(fx, fx.tokens.root!, list)).errors).toBeUndefined();
  });
});

describe("one tenant's ads out of another's reach", () => {
  it("hides tenant A's campaigns and templates from tenant B, and refuses B's writes to them", async () => {
    const mine = (await save("adminA", searchInput(fx, { name: "Alpha only" }))).data.saveCampaign;
    const template = await ask(
      fx,
      fx.tokens.adminA!,
      `mutation ($input: CampaignTemplateInput!) { saveCampaignTemplate(input: $input) { id name fields } }`,
      { input: { name: "Alpha template", campaignId: mine.id } },
    );
    expect(template.data.saveCampaignTemplate.fields).not.toHaveProperty("locationIds");
    expect(template.data.saveCampaignTemplate.fields).not.toHaveProperty("startDate");
    const b = fx.tokens.adminB!;

    expect((await ask(fx, b, ONE, { id: mine.id })).data.campaign).toBeNull();
    const names = (await ask(fx, b, LIST)).data.campaigns.items.map(
      (c: { name: string }) => c.name,
    );
    expect(names).not.toContain("Alpha only");
    const templates = `query { campaignTemplates { id name } }`;
    expect((await ask(fx, b, templates)).data.campaignTemplates).toEqual([]);

    const overwrite = await ask(fx, b, SAVE, {
      input: { ...searchInput(fx), id: mine.id, locationIds: fx.f.locationsB },
    });
    expect(refusal(overwrite).code).toBe("NOT_FOUND");
    expect(refusal(await ask(fx, b, SEND, { id: mine.id })).code).toBe("NOT_FOUND");
    expect(refusal(await ask(fx, b, SET_STATUS, { id: mine.id, action: 3 })).code).toBe(
      "NOT_FOUND",
    );
    expect(refusal(await ask(fx, b, DELETE, { id: mine.id })).code).toBe("NOT_FOUND");
    const copy = await ask(
      fx,
      b,
      `mutation ($input: CampaignTemplateInput!) { saveCampaignTemplate(input: $input) { id } }`,
      { input: { name: "Stolen", campaignId: mine.id } },
    );
    expect(refusal(copy).code).toBe("NOT_FOUND");
    const drop = await ask(fx, b, `mutation ($id: ID!) { deleteCampaignTemplate(id: $id) }`, {
      id: template.data.saveCampaignTemplate.id,
    });
    expect(refusal(drop).code).toBe("NOT_FOUND");

    // Still there for A, unchanged.
    const again = (await ask(fx, fx.tokens.adminA!, ONE, { id: mine.id })).data.campaign;
    expect(again).toMatchObject({ name: "Alpha only", status: "DRAFT", storeCount: 2 });
    expect((await ask(fx, fx.tokens.adminA!, templates)).data.campaignTemplates).toHaveLength(1);
  });

  it("refuses tenant A's stores and images in tenant B's campaigns", async () => {
    const b = fx.tokens.adminB!;
    const stores = await ask(fx, b, SAVE, {
      input: searchInput(fx, { locationIds: [fx.f.locationsA[0]] }),
    });
    expect(refusal(stores)).toMatchObject({
      code: "BAD_USER_INPUT",
      messages: ["ads.validation.unknownStore"],
    });
    const images = await ask(fx, b, SAVE, {
      input: pmaxInput(fx, {
        locationIds: fx.f.locationsB,
        logoIds: [fx.imagesA.logo],
        imageIds: [fx.imagesB.landscape, fx.imagesB.square],
      }),
    });
    expect(refusal(images)).toMatchObject({
      code: "BAD_USER_INPUT",
      messages: ["ads.validation.unknownImage"],
      paths: ["input.logoIds.0"],
    });
    const pick = `query ($ids: [ID!]) { adsLocations(ids: $ids, limit: 20) { id title } }`;
    expect((await ask(fx, b, pick, { ids: fx.f.locationsA })).data.adsLocations).toEqual([]);
    const ownStores = (await ask(fx, fx.tokens.pmaxA!, pick, { ids: fx.f.locationsA })).data;
    expect(ownStores.adsLocations).toHaveLength(fx.f.locationsA.length);
    const library = `query { campaignImages(limit: 50) { total items { id shape url } } }`;
    const own = (await ask(fx, b, library)).data.campaignImages.items.map(
      (i: { id: string }) => i.id,
    );
    expect(own.sort()).toEqual(Object.values(fx.imagesB).sort());
  });
});

describe("the rules' refusals", () => {
  it("refuses a 9-digit account number", async () => {
    const body = await ask(
      fx,
      fx.tokens.adminA!,
      `mutation { requestAdsAccountLink(customerId: "123-456-789") { state } }`,
    );
    expect(refusal(body)).toMatchObject({
      code: "BAD_USER_INPUT",
      messages: ["ads.validation.customerIdLength"],
    });
  });

  it("refuses a 31-character title even on a draft that lacks everything else", async () => {
    const body = await save("adminA", {
      type: "PERFORMANCE_MAX",
      name: "Bare draft",
      headlines: ["x".repeat(31)],
    });
    expect(refusal(body)).toMatchObject({
      code: "BAD_USER_INPUT",
      messages: ["ads.validation.headlineTooLong"],
      paths: ["input.headlines.0"],
    });
    const bare = await save("adminA", { type: "PERFORMANCE_MAX", name: "Bare draft" });
    expect(bare.data.saveCampaign).toMatchObject({ status: "DRAFT", complete: false });
    expect(bare.data.saveCampaign.missing).toContain("ads.validation.storesRequired");
  });

  it("keeps the square image a Performance Max lacks in its missing parts, and refuses to send it", async () => {
    const body = await save("adminA", pmaxInput(fx, { imageIds: [fx.imagesA.landscape] }));
    const campaign = body.data.saveCampaign;
    expect(campaign.complete).toBe(false);
    expect(campaign.missing).toEqual(["ads.validation.squareImageRequired"]);
    const sent = await ask(fx, fx.tokens.adminA!, SEND, { id: campaign.id });
    // No account yet: that is said first.
    expect(refusal(sent).messages).toEqual(["ads.errors.accountNotLinked"]);
  });

  it("refuses repeated keywords, a video over 10 seconds and an image of no usable shape", async () => {
    const keywords = await save("adminA", searchInput(fx, { keywords: ["Pizzería", "pizzeria"] }));
    expect(refusal(keywords)).toMatchObject({
      messages: ["ads.validation.repeated"],
      paths: ["input.keywords.1"],
    });
    const video = await save(
      "adminA",
      pmaxInput(fx, { videoUrls: ["https://www.youtube.com/watch?v=dQw4w9WgXcQ"] }),
    );
    expect(refusal(video)).toMatchObject({
      messages: ["ads.validation.videoTooLong"],
      paths: ["input.videoUrls.0"],
    });
    const wide = await save("adminA", pmaxInput(fx, { imageIds: [fx.imagesA.wide] }));
    expect(refusal(wide).messages).toEqual(["ads.validation.imageShape"]);
  });
});
