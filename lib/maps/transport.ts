import "server-only";
import type { MapsApiFamily } from "./api-families";
import type { MapsConfig } from "./config";
import { errorFromResponse } from "./errors";

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Query values; arrays repeat the parameter (dailyMetrics=A&dailyMetrics=B), as Google reads them. */
export type Query = Record<string, string | number | boolean | readonly string[] | undefined>;

export type Transport = {
  get<T>(family: MapsApiFamily, path: string, query?: Query): Promise<T>;
  send<T>(
    method: "POST" | "PUT" | "PATCH" | "DELETE",
    family: MapsApiFamily,
    path: string,
    body?: unknown,
    query?: Query,
  ): Promise<T>;
  collectPages<T>(
    fetchPage: (pageToken?: string) => Promise<{ items: T[]; next?: string; stop?: boolean }>,
  ): Promise<T[]>;
};

export function createTransport(
  accessToken: string,
  fetchImpl: FetchLike,
  config: MapsConfig,
): Transport {
  async function call<T>(url: URL, init: RequestInit): Promise<T> {
    const response = await fetchImpl(url.toString(), {
      ...init,
      headers: {
        Authorization: `Bearer ${accessToken}`,
        Accept: "application/json",
        ...init.headers,
      },
      cache: "no-store",
    });
    if (!response.ok) throw await errorFromResponse(response);
    const text = await response.text();
    return (text ? JSON.parse(text) : {}) as T;
  }

  function urlOf(family: MapsApiFamily, path: string, query: Query): URL {
    const url = new URL(`${config.apiBase(family)}/${path}`);
    for (const [key, value] of Object.entries(query)) {
      if (Array.isArray(value)) for (const item of value) url.searchParams.append(key, item);
      else if (value !== undefined && value !== "") url.searchParams.set(key, String(value));
    }
    return url;
  }

  return {
    get(family, path, query = {}) {
      return call(urlOf(family, path, query), { method: "GET" });
    },
    send(method, family, path, body, query = {}) {
      const url = urlOf(family, path, query);
      return call(url, {
        method,
        ...(body === undefined
          ? {}
          : { body: JSON.stringify(body), headers: { "Content-Type": "application/json" } }),
      });
    },
    async collectPages(fetchPage) {
      const all = [];
      let pageToken: string | undefined;
      do {
        const page = await fetchPage(pageToken);
        all.push(...page.items);
        pageToken = page.stop ? undefined : page.next;
      } while (pageToken);
      return all;
    },
  };
}
