import { z } from "zod";
import { MEDIA_CATEGORIES } from "@/lib/maps/types-media";
import { MAX_IMAGES_PER_BATCH } from "./rules";

/** Stores one package goes to at most: a brand's whole network, not a scraper's. */
export const MAX_PACKAGE_STORES = 5_000;
export const PACKAGE_NAME_MAX = 60;

export const mediaPackageSchema = z.object({
  name: z.string().trim().min(2, "NAME_REQUIRED").max(PACKAGE_NAME_MAX, "NAME_INVALID"),
  category: z.enum(MEDIA_CATEGORIES),
  resourceIds: z
    .array(z.uuid("invalidId"))
    .min(1, "NO_FILE")
    .max(MAX_IMAGES_PER_BATCH, "TOO_MANY_IMAGES"),
  locationIds: z.array(z.uuid("invalidId")).max(MAX_PACKAGE_STORES).optional(),
  workspaceId: z.string().min(1).max(100).optional(),
});

export type MediaPackageInput = z.infer<typeof mediaPackageSchema>;

/** Share links last from an hour to 30 days; three days unless said. */
export const mediaLinkSchema = z
  .object({
    packageId: z.uuid("invalidId").optional(),
    locationId: z.uuid("invalidId").optional(),
    expiresInHours: z.number().int().min(1).max(720).default(72),
  })
  .refine((v) => Boolean(v.packageId) !== Boolean(v.locationId), "ONE_TARGET");
