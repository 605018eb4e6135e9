import "server-only";
import { accountResource, locationResource, parseLocalPostName } from "./resource-names";
import type { Transport } from "./transport";
import type { ListLocalPostsResponse, LocalPost, LocalPostInput, LocalPostMaskPath } from "./types";

/** The service serves 20 a page by default. */
export const MAX_LOCAL_POSTS_PAGE_SIZE = 100;

export type ListLocalPostsOptions = { pageSize?: number; pageToken?: string };

function v4Location(account: string, location: string): string {
  return `${accountResource(account)}/${locationResource(location)}`;
}

/** Refuses anything but a local post's name before it reaches the service as a path. */
function localPostPath(name: string): string {
  if (!parseLocalPostName(name)) throw new TypeError(`Not a local post resource name: ${name}`);
  return name;
}

export function localPostsApi(t: Transport) {
  const api = {
    /** The service fetches each sourceUrl itself: public until the call returns. */
    createLocalPost(account: string, location: string, post: LocalPostInput) {
      return t.send<LocalPost>(
        "POST",
        "mybusiness",
        `v4/${v4Location(account, location)}/localPosts`,
        post,
      );
    },

    listLocalPosts(account: string, location: string, options: ListLocalPostsOptions = {}) {
      return t.get<ListLocalPostsResponse>(
        "mybusiness",
        `v4/${v4Location(account, location)}/localPosts`,
        options,
      );
    },

    listAllLocalPosts(account: string, location: string): Promise<LocalPost[]> {
      return t.collectPages(async (pageToken) => {
        const page = await api.listLocalPosts(account, location, {
          pageSize: MAX_LOCAL_POSTS_PAGE_SIZE,
          pageToken,
        });
        return { items: page.localPosts ?? [], next: page.nextPageToken };
      });
    },

    getLocalPost(name: string) {
      return t.get<LocalPost>("mybusiness", `v4/${localPostPath(name)}`);
    },

    /** A masked field `post` leaves out is cleared; the post is reviewed again (PROCESSING). */
    patchLocalPost(
      name: string,
      post: Partial<LocalPostInput>,
      updateMask: readonly LocalPostMaskPath[],
    ) {
      return t.send<LocalPost>("PATCH", "mybusiness", `v4/${localPostPath(name)}`, post, {
        updateMask: updateMask.join(","),
      });
    },

    async deleteLocalPost(name: string): Promise<void> {
      await t.send("DELETE", "mybusiness", `v4/${localPostPath(name)}`);
    },
  };
  return api;
}
