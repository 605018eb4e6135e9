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
  type Location,
} from "./types";

// Business Information v1's write path: location edits and creation, attributes, categories.

/** Every field locations.get can return: what an edit form reads before it writes. */
export const FULL_LOCATION_READ_MASK = LOCATION_FIELDS.join(",");

/** A field mask as Google reads it: comma-separated paths. */
export type FieldMask = string | readonly string[];

export type PatchLocationOptions = {
  /** The fields to change; a masked field absent from the body is cleared. */
  updateMask: FieldMask;
  /** Validate only: nothing changes and the answer is empty. */
  validateOnly?: boolean;
};

export type CreateLocationOptions = {
  /**
   * Makes the create idempotent: a repeat with the same id answers the location the first call
   * created instead of creating another (at most 50 characters; a UUID is the usual choice).
   */
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
  /** "categories/gcid:…" names. */
  names: readonly string[];
  languageCode: string;
  regionCode?: string;
  view?: CategoryView;
};

/**
 * attributes.list asks about a location (parent alone: names in the location's language), a
 * primary category in a country, or every attribute (showAll).
 */
export type ListAttributeMetadataOptions = (
  | { parent: string }
  | { categoryName: string; regionCode: string; languageCode?: string }
  | { showAll: true; regionCode: string; languageCode: string }
) & { pageSize?: number; pageToken?: string };

/** Largest page of attributes.list. */
export const MAX_ATTRIBUTES_PAGE_SIZE = 200;

/** Largest page of categories.list. */
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
    /** locations.patch: changes the masked fields and answers the whole updated location. */
    patchLocation(name: string, location: Location, options: PatchLocationOptions) {
      return t.send<Location>("PATCH", family, `v1/${locationResource(name)}`, location, {
        updateMask: mask(options.updateMask),
        validateOnly: options.validateOnly,
      });
    },

    /** accounts.locations.create: a new, unverified location in the account. */
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

    /** locations.get with every field, as the merchant last set them. */
    getFullLocation(name: string) {
      return t.get<Location>(family, `v1/${locationResource(name)}`, {
        readMask: FULL_LOCATION_READ_MASK,
      });
    },

    getAttributes(location: string) {
      return t.get<Attributes>(family, `v1/${locationResource(location)}/attributes`);
    },

    /**
     * locations.updateAttributes: sets the attributes given and removes every masked attribute
     * the list leaves out; unmasked attributes are left alone.
     */
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

    /** attributes.list: the attributes a location may set, with their names and values. */
    listAttributeMetadata(options: ListAttributeMetadataOptions) {
      const query =
        "parent" in options ? { ...options, parent: locationResource(options.parent) } : options;
      return t.get<ListAttributeMetadataResponse>(family, "v1/attributes", query);
    },

    /** Every page of attributes.list. */
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
