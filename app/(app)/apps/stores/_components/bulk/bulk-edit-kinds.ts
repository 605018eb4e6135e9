import type { LocationPatchInput } from "@/lib/graphql/generated/client/graphql";

/** The field groups the store list can change on many stores at once, in menu order. */
export const BULK_EDIT_KINDS = [
  "specialHours",
  "regularHours",
  "phone",
  "website",
  "categories",
  "labels",
  "openStatus",
] as const;
export type BulkEditKind = (typeof BULK_EDIT_KINDS)[number];

/** The groups whose fields need a wider dialog than one input does. */
export const WIDE_KINDS: ReadonlySet<BulkEditKind> = new Set([
  "specialHours",
  "regularHours",
  "categories",
]);

/** What every bulk form gets: the id its dialog's submit button points at, and where to send. */
export type BulkFormProps = { formId: string; onPatch: (patch: LocationPatchInput) => void };
