import type { VoiceOfMerchantState } from "@/lib/maps/types";

// A store's listing health: one state from what the maps service says of it, in severity order
// (the first needs action most), the action that state calls for, and since when it holds.

/** Severity order, most urgent first: the one list every part of the module reads. */
export const LISTING_HEALTH_STATES = [
  "SUSPENDED",
  "DISABLED",
  "OWNERSHIP_CONFLICT",
  "DUPLICATE",
  "UNVERIFIED",
  "VERIFICATION_PENDING",
  "WAITING",
  "OK",
] as const;
export type ListingHealthState = (typeof LISTING_HEALTH_STATES)[number];

export const isListingHealthState = (value: unknown): value is ListingHealthState =>
  typeof value === "string" && (LISTING_HEALTH_STATES as readonly string[]).includes(value);

/** 0 for the most urgent state. */
export const severityOf = (state: ListingHealthState): number =>
  LISTING_HEALTH_STATES.indexOf(state);

/**
 * What the user can do next. VERIFY and ENTER_PIN go through the verifications API; the others
 * have no call in the API and are done on Google's own pages (GOOGLE_HELP_URL).
 */
export const NEXT_ACTIONS = {
  SUSPENDED: "APPEAL",
  DISABLED: "APPEAL",
  OWNERSHIP_CONFLICT: "REQUEST_ACCESS",
  DUPLICATE: "REVIEW_DUPLICATE",
  UNVERIFIED: "VERIFY",
  VERIFICATION_PENDING: "ENTER_PIN",
  WAITING: "WAIT",
  OK: "NONE",
} as const satisfies Record<ListingHealthState, string>;
export type NextAction = (typeof NEXT_ACTIONS)[ListingHealthState];

/** Where Google lets an owner appeal, request access or merge a duplicate: no API does it. */
export const GOOGLE_BUSINESS_URL = "https://business.google.com/";

/** Entering one of these raises a notification: the store is off the map or not the tenant's. */
export const ALERT_STATES = ["SUSPENDED", "DISABLED", "OWNERSHIP_CONFLICT", "DUPLICATE"] as const;
export type AlertState = (typeof ALERT_STATES)[number];
export const isAlertState = (state: ListingHealthState): state is AlertState =>
  (ALERT_STATES as readonly string[]).includes(state);

export type HealthFacts = {
  voiceOfMerchant: VoiceOfMerchantState;
  /** Location.metadata.duplicateLocation is set. */
  duplicate: boolean;
};

/**
 * The most urgent state the facts support. The API names one action at a time, and a duplicate
 * shows as resolveOwnershipConflict there: the metadata tells the two apart.
 */
export function healthStateOf({
  voiceOfMerchant: vom,
  duplicate,
}: HealthFacts): ListingHealthState {
  const candidates: ListingHealthState[] = [];
  const reason = vom.complyWithGuidelines?.recommendationReason;
  if (vom.complyWithGuidelines)
    candidates.push(reason === "BUSINESS_LOCATION_DISABLED" ? "DISABLED" : "SUSPENDED");
  if (vom.resolveOwnershipConflict) candidates.push(duplicate ? "DUPLICATE" : "OWNERSHIP_CONFLICT");
  if (duplicate) candidates.push("DUPLICATE");
  if (vom.verify)
    candidates.push(vom.verify.hasPendingVerification ? "VERIFICATION_PENDING" : "UNVERIFIED");
  if (vom.waitForVoiceOfMerchant) candidates.push("WAITING");
  if (candidates.length === 0) candidates.push(vom.hasVoiceOfMerchant ? "OK" : "WAITING");
  return candidates.reduce((worst, state) =>
    severityOf(state) < severityOf(worst) ? state : worst,
  );
}

/** `since` holds while the state does, and starts again at `now` when it changes. */
export function nextSince(
  previous: { state: string; since: Date } | null,
  state: ListingHealthState,
  now: Date,
): Date {
  return previous && previous.state === state ? previous.since : now;
}

/** Whether this check should raise a notification: the store just entered an alert state. */
export function entersAlert(previousState: string | null, state: ListingHealthState): boolean {
  return isAlertState(state) && previousState !== state;
}

/** A verification PIN as Google sends it: digits only (5 or 6 of them, spaces ignored). */
export const PIN_PATTERN = /^\d{4,8}$/;
