// Pure, isomorphic (spec §4, §5).

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
  /** The only state that offers a verification. */
  | "UNVERIFIED";

// Only COMPLETED is selectable; the order decides the label a location shows.
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
