import "server-only";
import { getMapsConfig, type MapsApiFamily, type MapsConfig } from "./config";
import { errorFromResponse } from "./errors";
import { accountResource, locationResource } from "./resource-names";
import type {
  Account,
  ListAccountsResponse,
  ListLocationsResponse,
  ListVerificationsResponse,
  Location,
  Verification,
} from "./types";

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type MapsClientOptions = {
  accessToken: string;
  /** Injected in tests to route requests to the simulator's handlers without a server. */
  fetch?: FetchLike;
  config?: MapsConfig;
};

export type ListLocationsOptions = {
  /** Comma-separated Location fields; the maps service refuses calls without one. */
  readMask: string;
  pageSize?: number;
  pageToken?: string;
  filter?: string;
  orderBy?: string;
};

/** Largest page Business Information serves; listAll* use it to make fewest calls. */
export const MAX_LOCATIONS_PAGE_SIZE = 100;

export function createMapsClient({
  accessToken,
  fetch: fetchImpl = fetch,
  config = getMapsConfig(),
}: MapsClientOptions) {
  async function get<T>(
    family: MapsApiFamily,
    path: string,
    query: Record<string, string | number | undefined> = {},
  ) {
    const url = new URL(`${config.apiBase(family)}/${path}`);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== "") url.searchParams.set(key, String(value));
    }
    const response = await fetchImpl(url.toString(), {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
      cache: "no-store",
    });
    if (!response.ok) throw await errorFromResponse(response);
    return (await response.json()) as T;
  }

  async function collectPages<T>(
    fetchPage: (pageToken?: string) => Promise<{ items: T[]; next?: string }>,
  ) {
    const all: T[] = [];
    let pageToken: string | undefined;
    do {
      const page = await fetchPage(pageToken);
      all.push(...page.items);
      pageToken = page.next;
    } while (pageToken);
    return all;
  }

  const client = {
    listAccounts(options: { pageSize?: number; pageToken?: string } = {}) {
      return get<ListAccountsResponse>("mybusinessaccountmanagement", "v1/accounts", options);
    },

    listAllAccounts(): Promise<Account[]> {
      return collectPages(async (pageToken) => {
        const page = await client.listAccounts({ pageToken });
        return { items: page.accounts ?? [], next: page.nextPageToken };
      });
    },

    listLocations(account: string, options: ListLocationsOptions) {
      return get<ListLocationsResponse>(
        "mybusinessbusinessinformation",
        `v1/${accountResource(account)}/locations`,
        options,
      );
    },

    /** Every location of the account, following nextPageToken. */
    listAllLocations(
      account: string,
      readMask: string,
      options: { filter?: string; orderBy?: string } = {},
    ): Promise<Location[]> {
      return collectPages(async (pageToken) => {
        const page = await client.listLocations(account, {
          readMask,
          pageSize: MAX_LOCATIONS_PAGE_SIZE,
          pageToken,
          ...options,
        });
        return { items: page.locations ?? [], next: page.nextPageToken };
      });
    },

    getLocation(name: string, readMask: string) {
      return get<Location>("mybusinessbusinessinformation", `v1/${locationResource(name)}`, {
        readMask,
      });
    },

    listVerifications(location: string, options: { pageSize?: number; pageToken?: string } = {}) {
      return get<ListVerificationsResponse>(
        "mybusinessverifications",
        `v1/${locationResource(location)}/verifications`,
        options,
      );
    },

    /** Newest verification of a location, or null when it was never verified. */
    async latestVerification(location: string): Promise<Verification | null> {
      const { verifications = [] } = await client.listVerifications(location);
      return verifications.reduce<Verification | null>(
        (latest, v) => (latest === null || v.createTime > latest.createTime ? v : latest),
        null,
      );
    },
  };
  return client;
}

export type MapsClient = ReturnType<typeof createMapsClient>;
