// The manager's invitation to a client account against the simulator: pending, accepted after
// ADS_SIM_ACCEPT_MS, the client's details then readable, and the link ended; the refusals of
// unknown, malformed and unlinked accounts in Google's GoogleAdsFailure shape.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AdsApiError } from "@/lib/ads-api/client";
import { closeAdsSimulator, later, openAdsSimulator, type AdsSimFixture } from "../helpers/ads-sim";

let fx: AdsSimFixture;
beforeAll(async () => {
  fx = await openAdsSimulator();
});
afterAll(() => closeAdsSimulator(fx));

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected a refusal");
    },
    (error: unknown) => error as AdsApiError,
  );

describe("linking a client account", () => {
  it("reads the seeded, already linked Globex account", async () => {
    expect(await fx.api.linkStatus("1234567890")).toBe("ACTIVE");
    expect(await fx.api.getCustomer("123-456-7890")).toEqual({
      id: "1234567890",
      descriptiveName: "Globex Ads",
      currencyCode: "EUR",
      timeZone: "Europe/Madrid",
      testAccount: false,
    });
  });

  it("invites a client, which accepts after the accept time, then reads its details", async () => {
    expect(await fx.api.linkStatus("5550001111")).toBeNull();
    const link = await fx.api.inviteClient("5550001111");
    expect(link).toMatch(/^customers\/9990000001\/customerClientLinks\/5550001111~\d+$/);
    expect(await fx.api.linkStatus("5550001111")).toBe("PENDING");
    const denied = await refusal(fx.api.getCustomer("5550001111"));
    expect(denied).toMatchObject({ status: 403, code: "USER_PERMISSION_DENIED", retryable: false });

    const again = await refusal(fx.api.inviteClient("5550001111"));
    expect(again.code).toBe("ALREADY_INVITED_BY_THIS_MANAGER");

    later(11_000);
    expect(await fx.api.linkStatus("5550001111")).toBe("ACTIVE");
    expect(await fx.api.getCustomer("5550001111")).toMatchObject({
      descriptiveName: "Acme Pizza Ads",
      currencyCode: "USD",
      timeZone: "America/New_York",
    });
    vi.useRealTimers();
  });

  it("ends an active link (INACTIVE) and cancels a pending one (CANCELED)", async () => {
    await fx.api.endLink("5550001111");
    expect(await fx.api.linkStatus("5550001111")).toBe("INACTIVE");
    expect((await refusal(fx.api.getCustomer("5550001111"))).code).toBe("USER_PERMISSION_DENIED");

    await fx.api.inviteClient("5550002222");
    await fx.api.endLink("5550002222");
    expect(await fx.api.linkStatus("5550002222")).toBe("CANCELED");
  });

  it("accepts at once with ADS_SIM_ACCEPT_MS=0", async () => {
    vi.stubEnv("ADS_SIM_ACCEPT_MS", "0");
    await fx.api.inviteClient("5550002222");
    expect(await fx.api.linkStatus("5550002222")).toBe("ACTIVE");
    expect((await fx.api.getCustomer("5550002222")).testAccount).toBe(true);
    vi.stubEnv("ADS_SIM_ACCEPT_MS", "10000");
  });

  it("refuses unknown and malformed accounts", async () => {
    const unknown = await refusal(fx.api.inviteClient("1112223334"));
    expect(unknown).toMatchObject({ status: 404, code: "CUSTOMER_NOT_FOUND" });
    expect((await refusal(fx.api.getCustomer("1112223334"))).code).toBe("CUSTOMER_NOT_FOUND");
    expect((await refusal(fx.api.getCustomer("12345"))).code).toBe("INVALID_CUSTOMER_ID");
  });
});
