/** Why a pin link or proposal was refused; each code is a message under geolocation.errors. */
export type GeolocationErrorCode =
  | "STORE_NOT_FOUND"
  | "LINK_UNKNOWN"
  | "LINK_EXPIRED"
  | "LINK_USED"
  | "PROPOSAL_NOT_FOUND"
  | "ALREADY_DECIDED";

export class GeolocationError extends Error {
  constructor(readonly code: GeolocationErrorCode) {
    super(code);
    this.name = "GeolocationError";
  }
}
