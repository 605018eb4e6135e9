import type {
  Address,
  GoogleDate,
  LocationState,
  OpenStatus,
  VerificationState,
} from "./generated/resolvers";

/**
 * What a Location's resolvers start from: the store row's fields. The listing's details (title,
 * hours, phones…) resolve from it by batched loads (lib/graphql/resolvers/stores.ts).
 */
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
