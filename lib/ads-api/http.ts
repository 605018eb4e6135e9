// One call to the Google Ads REST API: the manager's headers, the JSON body, and a refusal turned
// into an AdsApiError with the GoogleAdsFailure's first code.

import type { AdsConfig } from "./config";
import { AdsApiError, adsApiErrorFrom, networkError, serviceOff } from "./errors";
import { adsAccessToken, type FetchLike } from "./token";
import type { SearchResponse, SearchRow } from "./types";

const globalForAds = globalThis as unknown as { storeplusAdsFetch?: FetchLike };

/** Tests route every Google Ads and YouTube call to the simulator's handlers in-process. */
export function setAdsFetchForTests(fetchImpl: FetchLike | undefined): void {
  globalForAds.storeplusAdsFetch = fetchImpl;
}

export function adsFetch(): FetchLike {
  return globalForAds.storeplusAdsFetch ?? fetch;
}

/** "123-456-7890" → "1234567890"; anything but ten digits is refused before a call. */
export function customerIdOf(input: string): string {
  const id = input.replace(/-/g, "").trim();
  if (!/^\d{10}$/.test(id))
    throw new AdsApiError(400, "INVALID_CUSTOMER_ID", false, `Not a customer id: ${input}`);
  return id;
}

/** A GAQL string literal. */
export function gaqlString(value: string): string {
  return `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
}

export type AdsTransport = {
  post<T>(path: string, body: unknown): Promise<T>;
  search(customerId: string, query: string): Promise<SearchRow[]>;
};

export function adsTransport(config: AdsConfig, fetchImpl: FetchLike): AdsTransport {
  async function post<T>(path: string, body: unknown): Promise<T> {
    if (config.mode === "off") throw serviceOff();
    const token = await adsAccessToken(config, fetchImpl);
    let response: Response;
    try {
      response = await fetchImpl(`${config.base}/${path}`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "developer-token": config.developerToken,
          "login-customer-id": config.managerCustomerId,
          "content-type": "application/json",
        },
        body: JSON.stringify(body),
      });
    } catch (error) {
      throw networkError(error);
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      json = null;
    }
    if (!response.ok) throw adsApiErrorFrom(response.status, json);
    if (json === null) throw new AdsApiError(502, "BAD_RESPONSE", true, "The answer is not JSON");
    return json as T;
  }
  return {
    post,
    async search(customerId, query) {
      const answer = await post<SearchResponse>(`customers/${customerId}/googleAds:search`, {
        query,
      });
      return answer.results ?? [];
    },
  };
}
