import "server-only";
import { accountResource, locationResource, parseMediaName } from "./resource-names";
import type { Transport } from "./transport";
import type {
  CreateMediaItemInput,
  ListCustomerMediaItemsResponse,
  ListMediaItemsResponse,
  MediaItem,
} from "./types";

/** Largest pages of v4 media: the owner's items, and customers' items. */
export const MAX_MEDIA_PAGE_SIZE = 2500;
export const MAX_CUSTOMER_MEDIA_PAGE_SIZE = 200;

export type ListMediaOptions = { pageSize?: number; pageToken?: string };

function v4Location(account: string, location: string): string {
  return `${accountResource(account)}/${locationResource(location)}`;
}

/** An owner's item ("…/media/{key}") or a customer's ("…/media/customers/{key}"). */
function mediaPath(mediaName: string): string {
  if (!parseMediaName(mediaName)) throw new TypeError(`Not a media resource name: ${mediaName}`);
  return mediaName;
}

export function mediaApi(t: Transport) {
  const api = {
    /**
     * Adds a photo or video to the location. The service fetches `sourceUrl` itself, so it must be
     * public until the call returns; COVER and PROFILE/LOGO replace the location's previous one.
     */
    createMedia(account: string, location: string, item: CreateMediaItemInput) {
      return t.send<MediaItem>(
        "POST",
        "mybusiness",
        `v4/${v4Location(account, location)}/media`,
        item,
      );
    },

    /** The owner's items, newest first. */
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

    /** An owner's or a customer's item, by its `name`. */
    getMedia(mediaName: string) {
      return t.get<MediaItem>("mybusiness", `v4/${mediaPath(mediaName)}`);
    },

    async deleteMedia(mediaName: string): Promise<void> {
      await t.send("DELETE", "mybusiness", `v4/${mediaPath(mediaName)}`);
    },

    /** Photos and videos customers contributed to the location. */
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
