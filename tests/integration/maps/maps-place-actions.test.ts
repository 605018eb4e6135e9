import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { simLocationId } from "@/lib/maps-simulator/ids";
import {
  closeSimulator,
  openSimulator,
  PA,
  resetQuotas,
  simCall,
  violations,
  type SimFixture,
} from "@/tests/integration/helpers/maps-sim";

// Place Actions v1 links on the simulator: create, list, patch, delete; one link per (uri, type),
// one preferred link per type.

let sim: SimFixture;
const STORE = simLocationId("1002", 1);
const LINKS = `${PA}/locations/${STORE}/placeActionLinks`;

beforeAll(async () => {
  sim = await openSimulator(5);
});
afterAll(() => closeSimulator(sim));
beforeEach(() => resetQuotas(sim));

const create = (body: unknown, token = sim.globex) => simCall("POST", LINKS, { token, body });
const list = (query = "") => simCall("GET", `${LINKS}${query}`, { token: sim.globex });

describe("placeActionLinks", () => {
  it("creates links with server-given names and lists them, by type too", async () => {
    const order = await create({
      uri: "https://order.globex-cafes.example/palermo",
      placeActionType: "FOOD_ORDERING",
      name: "locations/1/placeActionLinks/chosen-by-me",
    });
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({
      name: expect.stringMatching(new RegExp(`^locations/${STORE}/placeActionLinks/[0-9a-f]{16}$`)),
      providerType: "MERCHANT",
      isEditable: true,
      uri: "https://order.globex-cafes.example/palermo",
      placeActionType: "FOOD_ORDERING",
    });
    expect(Date.parse(order.body.createTime)).not.toBeNaN();
    await create({
      uri: "https://book.globex-cafes.example",
      placeActionType: "DINING_RESERVATION",
    });
    expect((await list()).body.placeActionLinks).toHaveLength(2);
    const reservations = await list("?filter=place_action_type%3DDINING_RESERVATION");
    expect(reservations.body.placeActionLinks.map((l: { uri: string }) => l.uri)).toEqual([
      "https://book.globex-cafes.example",
    ]);
    const got = await simCall("GET", `${PA}/${order.body.name}`, { token: sim.globex });
    expect(got.body).toEqual(order.body);
  });

  it("keeps one link per uri and type, and one preferred link per type", async () => {
    const link = {
      uri: "https://delivery.globex-cafes.example/a",
      placeActionType: "FOOD_DELIVERY",
    };
    const first = await create({ ...link, isPreferred: true });
    const again = await create(link);
    expect(again.body.error).toMatchObject({ code: 409, status: "ALREADY_EXISTS" });
    const second = await create({
      uri: "https://delivery.globex-cafes.example/b",
      placeActionType: "FOOD_DELIVERY",
      isPreferred: true,
    });
    expect(second.body.isPreferred).toBe(true);
    const firstNow = await simCall("GET", `${PA}/${first.body.name}`, { token: sim.globex });
    expect(firstNow.body.isPreferred).toBeUndefined();
  });

  it("patches the masked fields and deletes", async () => {
    const link = await create({
      uri: "https://shop.globex-cafes.example",
      placeActionType: "SHOP_ONLINE",
    });
    const patched = await simCall("PATCH", `${PA}/${link.body.name}?updateMask=uri,isPreferred`, {
      token: sim.globex,
      body: {
        uri: "https://shop.globex-cafes.example/new",
        isPreferred: true,
        placeActionType: "APPOINTMENT",
      },
    });
    expect(patched.body).toMatchObject({
      uri: "https://shop.globex-cafes.example/new",
      isPreferred: true,
      placeActionType: "SHOP_ONLINE",
    });
    const badMask = await simCall("PATCH", `${PA}/${link.body.name}?updateMask=providerType`, {
      token: sim.globex,
      body: {},
    });
    expect(violations(badMask)).toEqual(["update_mask"]);
    const removed = await simCall("DELETE", `${PA}/${link.body.name}`, { token: sim.globex });
    expect(removed).toEqual({ status: 200, body: {} });
    const gone = await simCall("DELETE", `${PA}/${link.body.name}`, { token: sim.globex });
    expect(gone.body.error.status).toBe("NOT_FOUND");
  });

  it("refuses bad links and foreign callers", async () => {
    expect(
      violations(await create({ uri: "mailto:x@y.example", placeActionType: "APPOINTMENT" })),
    ).toEqual(["uri"]);
    expect(
      violations(await create({ uri: "https://a.example", placeActionType: "TELEPORT" })),
    ).toEqual(["placeActionType"]);
    expect(violations(await create({ uri: "https://a.example" }))).toEqual(["placeActionType"]);
    expect(violations(await list("?filter=uri%3Dx"))).toEqual(["filter"]);
    const foreign = await create(
      { uri: "https://a.example", placeActionType: "APPOINTMENT" },
      sim.acme,
    );
    expect(foreign.body.error.status).toBe("PERMISSION_DENIED");
  });
});
