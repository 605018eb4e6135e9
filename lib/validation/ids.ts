/** A uuid's text, for checks that take a pattern's source (a list's id facet). */
export const UUID_SOURCE =
  "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}";

/** A uuid, as the product's ids are: the one check of an id read from a URL or a path. */
const UUID_PATTERN = new RegExp(`^${UUID_SOURCE}$`);

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_PATTERN.test(value);
}
