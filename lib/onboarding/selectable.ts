// Pure, isomorphic: which of the lead's maps locations may be picked at /register-user (spec §4, §5).

export type SelectabilityInput = {
  duplicateLocation: boolean;
  openStatus: string;
  /** COMPLETED, FAILED, PENDING, or null when never verified. */
  verified: string | null;
};

export type Selectability =
  | "SELECTABLE"
  | "DUPLICATE"
  | "CLOSED_PERMANENTLY"
  | "CLOSED_TEMPORARILY"
  | "VERIFICATION_FAILED"
  | "VERIFICATION_PENDING"
  /** Never verified: clicking it starts a verification (the only state that offers one). */
  | "UNVERIFIED";

/**
 * A location is not selectable when it is a duplicate, not OPEN, or its verification is FAILED or
 * PENDING; only COMPLETED makes it selectable. The order decides the label a location shows.
 */
export function selectability(location: SelectabilityInput): Selectability {
  if (location.duplicateLocation) return "DUPLICATE";
  if (location.openStatus === "CLOSED_PERMANENTLY") return "CLOSED_PERMANENTLY";
  if (location.openStatus !== "OPEN") return "CLOSED_TEMPORARILY";
  if (location.verified === "FAILED") return "VERIFICATION_FAILED";
  if (location.verified === "PENDING") return "VERIFICATION_PENDING";
  if (location.verified === "COMPLETED") return "SELECTABLE";
  return "UNVERIFIED";
}

export const isSelectable = (location: SelectabilityInput) =>
  selectability(location) === "SELECTABLE";

export const canVerify = (location: SelectabilityInput) => selectability(location) === "UNVERIFIED";
