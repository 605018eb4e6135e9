import type { locations } from "@/lib/db/schema";
import type {
  Address,
  GoogleDate,
  LocationState,
  OpenStatus,
  VerificationState,
} from "./generated/resolvers";

/** The listing's details resolve from the row by batched loads. */
export type LocationParent = {
  id: string;
  _id: string;
  locationName: string;
  storeCode: string | null;
  labels: string[];
  account: string;
  address: Address;
  locationState: LocationState;
  openInfo: OpenInfoParent;
  verified: VerificationState | null;
};

/** A store's open state: its status from the row, the rest from the listing when read. */
export type OpenInfoParent = {
  status: OpenStatus;
  openingDate?: GoogleDate | null;
  canReopen?: boolean | null;
};

type LocationRow = typeof locations.$inferSelect;
/** The columns a listed store reads (lib/stores/queries.ts listedColumns): every row has them. */
type ListedRow = Omit<
  LocationRow,
  "addressText" | "labelsText" | "createdAt" | "updatedAt" | "latitude" | "longitude"
>;

export function toGraphQLLocation(row: ListedRow): LocationParent {
  return {
    id: row.googleId,
    _id: row.id,
    locationName: row.locationName,
    storeCode: row.storeCode,
    labels: row.labels,
    account: row.account,
    address: {
      regionCode: row.regionCode,
      languageCode: row.languageCode,
      postalCode: row.postalCode,
      administrativeArea: row.administrativeArea,
      locality: row.locality,
      addressLines: row.addressLines,
    },
    locationState: {
      duplicateLocation: row.duplicateLocation,
      mapsUri: row.mapsUri,
      newReviewUri: row.newReviewUri,
      placeId: row.placeId,
    },
    openInfo: { status: row.openStatus as LocationParent["openInfo"]["status"] },
    verified: row.verified as LocationParent["verified"],
  };
}
