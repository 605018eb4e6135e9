import "server-only";
import { accountResource, locationResource, parseMediaName } from "./resource-names";
import type { Transport } from "./transport";
import type {
  CreateMediaItemInput,
  ListCustomerMediaItemsResponse,
  ListMediaItemsResponse,
  MediaItem,
} from "./types";

export const MAX_MEDIA_PAGE_SIZE = 2500;
export const MAX_CUSTOMER_MEDIA_PAGE_SIZE = 200;

export type ListMediaOptions = { pageSize?: number; pageToken?: string };

function v4Location(account: string, location: string): string {
  return `${accountResource(account)}/${locationResource(location)}`;
}

function mediaPath(mediaName: string): string {
  if (!parseMediaName(mediaName)) throw new TypeError(`Not a media resource name: ${mediaName}`);
  return mediaName;
}

export function mediaApi(t: Transport) {
  const api = {
    /** The service fetches `sourceUrl` itself, so it must be public until the call returns. */
    createMedia(account: string, location: string, item: CreateMediaItemInput) {
      return t.send<MediaItem>(
        "POST",
        "mybusiness",
        `v4/${v4Location(account, location)}/media`,
        item,
      );
    },

    listMedia(account: string, location: string, options: ListMediaOptions = {}) {
      return t.get<ListMediaItemsResponse>(
        "mybusiness",
        `v4/${v4Location(account, location)}/media`,
        options,
      );
    },

    listAllMedia(account: string, location: string): Promise<MediaItem[]> {
      return t.collectPages(async (pageToken) => {
        const page = await api.listMedia(account, location, {
          pageSize: MAX_MEDIA_PAGE_SIZE,
          pageToken,
        });
        return { items: page.mediaItems ?? [], next: page.nextPageToken };
      });
    },

    getMedia(mediaName: string) {
      return t.get<MediaItem>("mybusiness", `v4/${mediaPath(mediaName)}`);
    },

    async deleteMedia(mediaName: string): Promise<void> {
      await t.send("DELETE", "mybusiness", `v4/${mediaPath(mediaName)}`);
    },

    listCustomerMedia(account: string, location: string, options: ListMediaOptions = {}) {
      return t.get<ListCustomerMediaItemsResponse>(
        "mybusiness",
        `v4/${v4Location(account, location)}/media/customers`,
        options,
      );
    },

    listAllCustomerMedia(account: string, location: string): Promise<MediaItem[]> {
      return t.collectPages(async (pageToken) => {
        const page = await api.listCustomerMedia(account, location, {
          pageSize: MAX_CUSTOMER_MEDIA_PAGE_SIZE,
          pageToken,
        });
        return { items: page.mediaItems ?? [], next: page.nextPageToken };
      });
    },
  };
  return api;
}
