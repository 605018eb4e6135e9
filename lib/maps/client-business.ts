import "server-only";
import { accountResource, locationResource } from "./resource-names";
import type { Transport } from "./transport";
import {
  LOCATION_FIELDS,
  type Attribute,
  type AttributeMetadata,
  type Attributes,
  type BatchGetCategoriesResponse,
  type CategoryView,
  type ListAttributeMetadataResponse,
  type ListCategoriesResponse,
  type GoogleUpdatedLocation,
  type Location,
} from "./types";

// Business Information v1's write path: location edits and creation, attributes, categories.

export const FULL_LOCATION_READ_MASK = LOCATION_FIELDS.join(",");

export type FieldMask = string | readonly string[];

export type PatchLocationOptions = {
  /** The fields to change; a masked field absent from the body is cleared. */
  updateMask: FieldMask;
  validateOnly?: boolean;
};

export type CreateLocationOptions = {
  /** A repeat with the same id (≤ 50 chars) answers the first call's location. */
  requestId?: string;
  validateOnly?: boolean;
};

export type ListCategoriesOptions = {
  regionCode: string;
  languageCode: string;
  view?: CategoryView;
  /** Only "displayName=…", matched against the front of the name. */
  filter?: string;
  pageSize?: number;
  pageToken?: string;
};

export type BatchGetCategoriesOptions = {
  names: readonly string[];
  languageCode: string;
  regionCode?: string;
  view?: CategoryView;
};

// parent alone: names in the location's language.
export type ListAttributeMetadataOptions = (
  | { parent: string }
  | { categoryName: string; regionCode: string; languageCode?: string }
  | { showAll: true; regionCode: string; languageCode: string }
) & { pageSize?: number; pageToken?: string };

export const MAX_ATTRIBUTES_PAGE_SIZE = 200;

export const MAX_CATEGORIES_PAGE_SIZE = 100;

function mask(paths: FieldMask): string {
  return typeof paths === "string" ? paths : paths.join(",");
}

/** "url_facebook" and "attributes/url_facebook" both name the same attribute. */
export function attributeName(name: string): string {
  return name.startsWith("attributes/") ? name : `attributes/${name}`;
}

export function businessInformationApi(t: Transport) {
  const family = "mybusinessbusinessinformation";
  const api = {
    patchLocation(name: string, location: Location, options: PatchLocationOptions) {
      return t.send<Location>("PATCH", family, `v1/${locationResource(name)}`, location, {
        updateMask: mask(options.updateMask),
        validateOnly: options.validateOnly,
      });
    },

    createLocation(account: string, location: Location, options: CreateLocationOptions = {}) {
      return t.send<Location>(
        "POST",
        family,
        `v1/${accountResource(account)}/locations`,
        location,
        {
          requestId: options.requestId,
          validateOnly: options.validateOnly,
        },
      );
    },

    getFullLocation(name: string) {
      return t.get<Location>(family, `v1/${locationResource(name)}`, {
        readMask: FULL_LOCATION_READ_MASK,
      });
    },

    /**
     * Google's version of the location (its own edits over the merchant's), with the fields it
     * changed in `diffMask`; read when the location's metadata.hasGoogleUpdated is true.
     */
    getGoogleUpdated(location: string, readMask: FieldMask) {
      return t.get<GoogleUpdatedLocation>(
        family,
        `v1/${locationResource(location)}:getGoogleUpdated`,
        { readMask: mask(readMask) },
      );
    },

    getAttributes(location: string) {
      return t.get<Attributes>(family, `v1/${locationResource(location)}/attributes`);
    },

    /** Removes every masked attribute the list leaves out; unmasked ones are left alone. */
    updateAttributes(location: string, attributes: Attribute[], attributeMask: FieldMask) {
      const name = `${locationResource(location)}/attributes`;
      const paths = typeof attributeMask === "string" ? attributeMask.split(",") : attributeMask;
      return t.send<Attributes>(
        "PATCH",
        family,
        `v1/${name}`,
        { name, attributes },
        { attributeMask: paths.map((path) => attributeName(path.trim())).join(",") },
      );
    },

    listAttributeMetadata(options: ListAttributeMetadataOptions) {
      const query =
        "parent" in options ? { ...options, parent: locationResource(options.parent) } : options;
      return t.get<ListAttributeMetadataResponse>(family, "v1/attributes", query);
    },

    listAllAttributeMetadata(
      options: Omit<ListAttributeMetadataOptions, "pageSize" | "pageToken">,
    ): Promise<AttributeMetadata[]> {
      return t.collectPages(async (pageToken) => {
        const page = await api.listAttributeMetadata({
          ...(options as ListAttributeMetadataOptions),
          pageSize: MAX_ATTRIBUTES_PAGE_SIZE,
          pageToken,
        });
        return { items: page.attributeMetadata ?? [], next: page.nextPageToken };
      });
    },

    listCategories(options: ListCategoriesOptions) {
      return t.get<ListCategoriesResponse>(family, "v1/categories", {
        view: "BASIC",
        ...options,
      });
    },

    batchGetCategories({ names, ...options }: BatchGetCategoriesOptions) {
      return t.get<BatchGetCategoriesResponse>(family, "v1/categories:batchGet", {
        view: "BASIC",
        ...options,
        names,
      });
    },
  };
  return api;
}
