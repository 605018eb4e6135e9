// Values the store forms show as they render, kept apart from the rules of ./schema so that a
// form's first load does not bring zod (its rules load after the page, components/forms/zod-rules).

/** The maps service takes an opening date at most a year ahead. */
export const OPENING_DATE_MAX_AHEAD_DAYS = 365;

/** Social profiles are the maps service's URL attributes. */
export const SOCIAL_NETWORKS = [
  "url_facebook",
  "url_instagram",
  "url_twitter",
  "url_youtube",
  "url_linkedin",
  "url_pinterest",
  "url_tiktok",
] as const;
