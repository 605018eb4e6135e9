import "server-only";
import { locationResource } from "./resource-names";
import type { Transport } from "./transport";
import type { ListPlaceActionLinksResponse, PlaceActionLink, PlaceActionType } from "./types";

// Place Actions v1: the booking, ordering and shopping links shown on a store's profile.

export type ListPlaceActionLinksOptions = {
  placeActionType?: PlaceActionType;
  pageSize?: number;
  pageToken?: string;
};

export type PlaceActionLinkInput = Pick<PlaceActionLink, "uri" | "placeActionType" | "isPreferred">;

export const MAX_PLACE_ACTION_LINKS_PAGE_SIZE = 100;

function linkPath(name: string): string {
  if (!/^locations\/[^/]+\/placeActionLinks\/[^/]+$/.test(name))
    throw new TypeError(`Not a place action link resource name: ${name}`);
  return name;
}

export function placeActionsApi(t: Transport) {
  const family = "mybusinessplaceactions";
  const api = {
    listPlaceActionLinks(location: string, options: ListPlaceActionLinksOptions = {}) {
      const { placeActionType, ...paging } = options;
      return t.get<ListPlaceActionLinksResponse>(
        family,
        `v1/${locationResource(location)}/placeActionLinks`,
        { ...paging, filter: placeActionType ? `place_action_type=${placeActionType}` : undefined },
      );
    },

    listAllPlaceActionLinks(location: string): Promise<PlaceActionLink[]> {
      return t.collectPages(async (pageToken) => {
        const page = await api.listPlaceActionLinks(location, {
          pageSize: MAX_PLACE_ACTION_LINKS_PAGE_SIZE,
          pageToken,
        });
        return { items: page.placeActionLinks ?? [], next: page.nextPageToken };
      });
    },

    getPlaceActionLink(name: string) {
      return t.get<PlaceActionLink>(family, `v1/${linkPath(name)}`);
    },

    /** Marking it preferred takes the preference from the location's other link of that type. */
    createPlaceActionLink(location: string, link: PlaceActionLinkInput) {
      return t.send<PlaceActionLink>(
        "POST",
        family,
        `v1/${locationResource(location)}/placeActionLinks`,
        link,
      );
    },

    patchPlaceActionLink(
      name: string,
      link: Partial<PlaceActionLinkInput>,
      updateMask: readonly (keyof PlaceActionLinkInput)[],
    ) {
      return t.send<PlaceActionLink>(
        "PATCH",
        family,
        `v1/${linkPath(name)}`,
        { ...link, name },
        { updateMask: updateMask.join(",") },
      );
    },

    async deletePlaceActionLink(name: string): Promise<void> {
      await t.send("DELETE", family, `v1/${linkPath(name)}`);
    },
  };
  return api;
}
