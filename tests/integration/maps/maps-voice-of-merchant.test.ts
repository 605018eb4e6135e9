// Verifications v1 in the simulator: VoiceOfMerchantState follows each location's standing (set by
// the admin API), its duplicate flag and its newest verification, with exactly one action while it
// lacks voice of merchant; :complete takes the PIN the simulator "mailed" and answers Google's
// error shape for a wrong one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { simLocationId } from "@/lib/maps-simulator/ids";
import {
  closeSimulator,
  openSimulator,
  simCall,
  type SimFixture,
} from "@/tests/integration/helpers/maps-sim";

const VER = "mybusinessverifications/v1/locations";
const ACTIONS = [
  "waitForVoiceOfMerchant",
  "verify",
  "resolveOwnershipConflict",
  "complyWithGuidelines",
];

let sim: SimFixture;
beforeAll(async () => {
  sim = await openSimulator(12);
}, 60_000);
afterAll(() => closeSimulator(sim));

const vom = (id: string, token = sim.acme) =>
  simCall("GET", `${VER}/${id}/VoiceOfMerchantState`, { token });
const actionsOf = (body: Record<string, unknown>) => ACTIONS.filter((key) => key in body);

describe("VoiceOfMerchantState", () => {
  it("has voice of merchant for a verified store and no action", async () => {
    const { status, body } = await vom(simLocationId("1001", 0));
    expect(status).toBe(200);
    expect(body).toEqual({ hasVoiceOfMerchant: true, hasBusinessAuthority: true });
  });

  it("names exactly one action per standing, and clears", async () => {
    const id = simLocationId("1001", 1);
    const cases: [string | null, string, unknown][] = [
      [
        "SUSPENDED",
        "complyWithGuidelines",
        { recommendationReason: "BUSINESS_LOCATION_SUSPENDED" },
      ],
      ["DISABLED", "complyWithGuidelines", { recommendationReason: "BUSINESS_LOCATION_DISABLED" }],
      ["OWNERSHIP_CONFLICT", "resolveOwnershipConflict", {}],
      ["WAITING", "waitForVoiceOfMerchant", {}],
    ];
    for (const [standing, action, value] of cases) {
      const set = await simCall("POST", `_admin/locations/${id}:standing`, {
        admin: true,
        body: { standing },
      });
      expect(set.status).toBe(200);
      const { body } = await vom(id);
      expect(body.hasVoiceOfMerchant).toBe(false);
      expect(actionsOf(body)).toEqual([action]);
      expect(body[action]).toEqual(value);
    }
    await simCall("POST", `_admin/locations/${id}:standing`, {
      admin: true,
      body: { standing: null },
    });
    expect((await vom(id)).body).toEqual({ hasVoiceOfMerchant: true, hasBusinessAuthority: true });
    const location = await simCall(
      "GET",
      `mybusinessbusinessinformation/v1/locations/${id}?readMask=metadata`,
      { token: sim.acme },
    );
    expect(location.body.metadata.hasVoiceOfMerchant).toBe(true);
  });

  it("reads a duplicate as an ownership conflict until the flag is cleared", async () => {
    const id = simLocationId("1001", 2);
    const marked = await simCall("POST", `_admin/locations/${id}:markDuplicate`, {
      admin: true,
      body: { duplicateOf: `locations/${simLocationId("1001", 0)}` },
    });
    expect(marked.status).toBe(200);
    expect(actionsOf((await vom(id)).body)).toEqual(["resolveOwnershipConflict"]);
    await simCall("POST", `_admin/locations/${id}:clearDuplicate`, { admin: true, body: {} });
    expect((await vom(id)).body.hasVoiceOfMerchant).toBe(true);
  });

  it("refuses strangers, missing tokens and admin calls without the key", async () => {
    const id = simLocationId("1001", 0);
    expect((await vom(id, sim.globex)).status).toBe(403);
    expect((await simCall("GET", `${VER}/${id}/VoiceOfMerchantState`)).status).toBe(401);
    expect((await vom("99999999")).status).toBe(404);
    const noKey = await simCall("POST", `_admin/locations/${id}:standing`, {
      body: { standing: "SUSPENDED" },
    });
    expect(noKey.status).toBe(401);
    const bad = await simCall("POST", `_admin/locations/${id}:standing`, {
      admin: true,
      body: { standing: "BANNED" },
    });
    expect(bad.status).toBe(400);
  });
});

describe("verifications :complete", () => {
  it("verifies with the mailed PIN after a dropped verification; a wrong PIN is INVALID_ARGUMENT", async () => {
    const id = simLocationId("1001", 4);
    const dropped = await simCall("POST", `_admin/locations/${id}:dropVerification`, {
      admin: true,
      body: {},
    });
    expect(dropped.body.voiceOfMerchantState).toEqual({
      hasVoiceOfMerchant: false,
      hasBusinessAuthority: false,
      verify: { hasPendingVerification: false },
    });
    const started = await simCall("POST", `${VER}/${id}:verify`, {
      token: sim.acme,
      body: { method: "SMS" },
    });
    expect(started.body.verification.state).toBe("PENDING");
    expect((await vom(id)).body.verify).toEqual({ hasPendingVerification: true });
    const name: string = started.body.verification.name;

    const listed = await simCall("GET", `_admin/locations/${id}/verifications`, { admin: true });
    const pin: string = listed.body.verifications[0].pin;
    expect(pin).toMatch(/^\d{6}$/);

    const wrong = await simCall("POST", `mybusinessverifications/v1/${name}:complete`, {
      token: sim.acme,
      body: { pin: pin === "111111" ? "222222" : "111111" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: 400, status: "INVALID_ARGUMENT" });
    expect(wrong.body.error.details[0].fieldViolations[0].field).toBe("pin");
    expect(
      (
        await simCall("POST", `mybusinessverifications/v1/${name}:complete`, {
          token: sim.acme,
          body: {},
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await simCall("POST", `mybusinessverifications/v1/${name}:complete`, {
          token: sim.globex,
          body: { pin },
        })
      ).status,
    ).toBe(403);

    const done = await simCall("POST", `mybusinessverifications/v1/${name}:complete`, {
      token: sim.acme,
      body: { pin },
    });
    expect(done.status).toBe(200);
    expect(done.body.verification).toMatchObject({ name, method: "SMS", state: "COMPLETED" });
    expect((await vom(id)).body.hasVoiceOfMerchant).toBe(true);

    const again = await simCall("POST", `mybusinessverifications/v1/${name}:complete`, {
      token: sim.acme,
      body: { pin },
    });
    expect(again.body.error.status).toBe("FAILED_PRECONDITION");
  });
});
