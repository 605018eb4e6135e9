// What /pages/profile's editors show as they render, kept apart from ./details-schema so that the
// page's first load does not bring zod (the keywords are checked with it when added).

export const PROFILE_LIMITS = { position: 50, pictureUrl: 500, keyword: 50, keywords: 30 } as const;

/** Business verticals offered on /pages/profile. */
export const VERTICALS = [
  "retail",
  "restaurants",
  "automotive",
  "health",
  "beauty",
  "finance",
  "hospitality",
  "education",
  "services",
  "other",
] as const;
export type Vertical = (typeof VERTICALS)[number];
