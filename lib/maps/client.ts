import "server-only";
import { businessInformationApi } from "./client-business";
import { mediaApi } from "./client-media";
import { notificationsApi } from "./client-notifications";
import { localPostsApi } from "./client-posts";
import { placeActionsApi } from "./client-place-actions";
import { qandaApi } from "./client-qanda";
import { performanceApi } from "./client-performance";
import { reviewsApi } from "./client-reviews";
import { verificationsApi } from "./client-verifications";
import { getMapsConfig, type MapsConfig } from "./config";
import { accountResource, locationResource } from "./resource-names";
import { createTransport, type FetchLike } from "./transport";
import type { Account, ListAccountsResponse, ListLocationsResponse, Location } from "./types";

export type { FetchLike };
export type { ListReviewsOptions } from "./client-reviews";
export type { ListQuestionsOptions } from "./client-qanda";
export type { ListMediaOptions } from "./client-media";
export type { ListLocalPostsOptions } from "./client-posts";
export type { DayInput } from "./client-performance";
export type {
  BatchGetCategoriesOptions,
  CreateLocationOptions,
  FieldMask,
  ListAttributeMetadataOptions,
  ListCategoriesOptions,
  PatchLocationOptions,
} from "./client-business";
export { FULL_LOCATION_READ_MASK } from "./client-business";
export type { ListPlaceActionLinksOptions, PlaceActionLinkInput } from "./client-place-actions";

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

/** listAll* use it to make the fewest calls. */
export const MAX_LOCATIONS_PAGE_SIZE = 100;

/** Google or the simulator: same paths and shapes. */
export function createMapsClient({
  accessToken,
  fetch: fetchImpl = fetch,
  config = getMapsConfig(),
}: MapsClientOptions) {
  const t = createTransport(accessToken, fetchImpl, config);

  const client = {
    listAccounts(options: { pageSize?: number; pageToken?: string } = {}) {
      return t.get<ListAccountsResponse>("mybusinessaccountmanagement", "v1/accounts", options);
    },

    listAllAccounts(): Promise<Account[]> {
      return t.collectPages(async (pageToken) => {
        const page = await client.listAccounts({ pageToken });
        return { items: page.accounts ?? [], next: page.nextPageToken };
      });
    },

    listLocations(account: string, options: ListLocationsOptions) {
      return t.get<ListLocationsResponse>(
        "mybusinessbusinessinformation",
        `v1/${accountResource(account)}/locations`,
        options,
      );
    },

    listAllLocations(
      account: string,
      readMask: string,
      options: { filter?: string; orderBy?: string } = {},
    ): Promise<Location[]> {
      return t.collectPages(async (pageToken) => {
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
      return t.get<Location>("mybusinessbusinessinformation", `v1/${locationResource(name)}`, {
        readMask,
      });
    },

    ...businessInformationApi(t),
    ...placeActionsApi(t),
    ...verificationsApi(t),
    ...reviewsApi(t),
    ...qandaApi(t),
    ...performanceApi(t),
    ...mediaApi(t),
    ...localPostsApi(t),
    ...notificationsApi(t),
  };
  return client;
}

export type MapsClient = ReturnType<typeof createMapsClient>;
