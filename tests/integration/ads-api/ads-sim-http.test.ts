// The simulator's HTTP refusals as Google sends them: no token, no manager header, a client the
// manager does not manage, a query it cannot read; and no simulator at all with ADS_SERVICE=google.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/ads-sim/[...path]/route";
import { getAdsConfig } from "@/lib/ads-api/config";
import { adsApiErrorFrom } from "@/lib/ads-api/errors";
import { closeAdsSimulator, openAdsSimulator, type AdsSimFixture } from "../helpers/ads-sim";

let fx: AdsSimFixture;
beforeAll(async () => {
  fx = await openAdsSimulator();
});
afterAll(() => closeAdsSimulator(fx));

const base = () => getAdsConfig({ ADS_SERVICE: "simulator" }).base;

async function call(
  path: string,
  headers: Record<string, string>,
  body: unknown = { query: "SELECT customer.id FROM customer" },
) {
  const response = await POST(
    new Request(`${base()}/${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
  const json: unknown = await response.json().catch(() => null);
  return { status: response.status, error: adsApiErrorFrom(response.status, json) };
}

const full = {
  authorization: "Bearer x",
  "developer-token": "d",
  "login-customer-id": "9990000001",
};

describe("the ads simulator over HTTP", () => {
  it("refuses a call without a token or developer token", async () => {
    expect(
      (await call("customers/1234567890/googleAds:search", { "developer-token": "d" })).status,
    ).toBe(401);
    const noDev = await call("customers/1234567890/googleAds:search", {
      authorization: "Bearer x",
    });
    expect(noDev.error.code).toBe("DEVELOPER_TOKEN_INVALID");
  });

  it("refuses a client without the manager's login-customer-id, or one it does not manage", async () => {
    const noLogin = { authorization: "Bearer x", "developer-token": "d" };
    const missing = await call("customers/1234567890/googleAds:search", noLogin);
    expect(missing).toMatchObject({ status: 403, error: { code: "USER_PERMISSION_DENIED" } });
    const unlinked = await call("customers/5550001111/googleAds:search", full);
    expect(unlinked.error.code).toBe("USER_PERMISSION_DENIED");
  });

  it("refuses a query it cannot read with a query error", async () => {
    const odd = await call("customers/1234567890/googleAds:search", full, {
      query: "SELECT campaign.id FROM campaign WHERE campaign.id BETWEEN 1 AND 2",
    });
    expect(odd).toMatchObject({ status: 400, error: { code: "QUERY_ERROR" } });
    const field = await call("customers/1234567890/googleAds:search", full, {
      query: "SELECT segments.date FROM campaign",
    });
    expect(field.error.code).toBe("UNRECOGNIZED_FIELD");
  });

  it("is not there with ADS_SERVICE=google", async () => {
    vi.stubEnv("ADS_SERVICE", "google");
    expect((await call("customers/1234567890/googleAds:search", full)).status).toBe(404);
    vi.stubEnv("ADS_SERVICE", "simulator");
  });
});
