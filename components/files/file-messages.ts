/**
 * Where a refused upload or change to a resource is said (for useApiErrorMessage): a code of
 * files.errors with what it names, else the texts every page uses for a failed call (api.errors),
 * else the generic one.
 */
export const FILE_MESSAGE_NAMESPACES = ["files.errors", "api.errors"];
export const FILE_MESSAGE_OPTIONS = {
  values: { file: "", name: "", limit: "", ratio: "" },
  fallback: "api.errors.INTERNAL_SERVER_ERROR",
};
