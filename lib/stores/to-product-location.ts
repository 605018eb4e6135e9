import type { locations } from "@/lib/db/schema/locations";
import { accountResource } from "@/lib/maps/resource-names";
import type { Location, OpenStatus, VerificationState } from "@/lib/maps/types";

export type ProductLocationFields = Omit<
  typeof locations.$inferInsert,
  "id" | "tenantId" | "createdAt" | "updatedAt"
>;

export const PRODUCT_LOCATION_READ_MASK =
  "name,title,storeCode,labels,languageCode,storefrontAddress,latlng,metadata,openInfo";

const OPEN_STATUSES: readonly OpenStatus[] = ["OPEN", "CLOSED_TEMPORARILY", "CLOSED_PERMANENTLY"];

// Without a looked-up verification, a location with voice of merchant counts as COMPLETED and any
// other as never verified.
export function toProductLocation(
  location: Location,
  account: string,
  verification?: VerificationState | null,
): ProductLocationFields {
  if (!location.name?.startsWith("locations/")) {
    throw new TypeError(
      "toProductLocation needs the location's resource name (include name in the readMask)",
    );
  }
  const address = location.storefrontAddress;
  const metadata = location.metadata ?? {};
  const status = location.openInfo?.status;
  return {
    googleId: location.name,
    account: accountResource(account),
    locationName: location.title ?? "",
    storeCode: location.storeCode ?? null,
    labels: location.labels ?? [],
    regionCode: address?.regionCode ?? null,
    languageCode: address?.languageCode ?? location.languageCode ?? null,
    postalCode: address?.postalCode ?? null,
    administrativeArea: address?.administrativeArea ?? null,
    locality: address?.locality ?? null,
    addressLines: address?.addressLines ?? [],
    duplicateLocation: Boolean(metadata.duplicateLocation),
    mapsUri: metadata.mapsUri ?? null,
    newReviewUri: metadata.newReviewUri ?? null,
    placeId: metadata.placeId ?? null,
    latitude: location.latlng?.latitude ?? null,
    longitude: location.latlng?.longitude ?? null,
    // Google omits openInfo for a location that never set it; such a location is open.
    openStatus: status && OPEN_STATUSES.includes(status) ? status : "OPEN",
    verified:
      verification !== undefined ? verification : metadata.hasVoiceOfMerchant ? "COMPLETED" : null,
  };
}
