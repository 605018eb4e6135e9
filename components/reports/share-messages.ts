/**
 * Where a refused sharing call is said (for useApiErrorMessage): the rule it broke, in
 * reportSharing.errors or the report's own reports.errors; a key neither knows reads as "generic".
 */
export const SHARE_MESSAGE_NAMESPACES = ["reportSharing.errors", "reports.errors"];
export const SHARE_MESSAGE_OPTIONS = { fallback: "reportSharing.errors.generic" };
