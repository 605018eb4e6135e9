// Where the provider searches from when no place is given. A Live task needs a location; a search
// made from no store is made from the country its language is searched in most, named by the
// provider's location code (GET /v3/serp/google/locations: Google's geo target ids).

export const LANGUAGE_COUNTRIES = {
  es: 2724, // Spain
  en: 2840, // United States
  pt: 2076, // Brazil
  fr: 2250, // France
  de: 2276, // Germany
  it: 2380, // Italy
  nl: 2528, // Netherlands
} as const;

export type SearchLanguage = keyof typeof LANGUAGE_COUNTRIES;

/** The languages a search can be made in, as the provider's two-letter codes. */
export const SEARCH_LANGUAGES = Object.keys(LANGUAGE_COUNTRIES) as [
  SearchLanguage,
  ...SearchLanguage[],
];

/** The radius around a store a search made from its spot covers, in metres (the provider's unit). */
export const STORE_SEARCH_RADIUS_M = 10_000;

/** "lat,lng,radius" as the provider takes a searcher's place for web results. */
export function organicCoordinate(latitude: number, longitude: number, radiusM: number): string {
  const fixed = (value: number) => Number(value.toFixed(7)).toString();
  return `${fixed(latitude)},${fixed(longitude)},${Math.round(radiusM)}`;
}
