// The simulator answers INVALID_ARGUMENT past these, as Google does.
export const MAPS_LOCATION_LIMITS = {
  title: 100,
  storeCode: 64,
  description: 750,
  addressLines: 5,
  addressLine: 80,
  labels: 10,
  label: 255,
  /** The spec allows fewer (lib/constants.ts STORE_LIMITS); these are the service's own. */
  additionalPhones: 2,
  additionalCategories: 9,
  servicePlaces: 20,
} as const;
