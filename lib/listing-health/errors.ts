/**
 * A refusal the API turns into a translated error (listingHealth.errors.*): nothing is written.
 * WRONG_PIN and NOT_PENDING come from the maps service's answer to :complete.
 */
export class ListingHealthError extends Error {
  constructor(
    readonly code:
      | "NOT_FOUND"
      | "NOT_VERIFIABLE"
      | "NO_PENDING_VERIFICATION"
      | "WRONG_PIN"
      | "METHOD_NOT_OFFERED"
      | "MAPS_REFUSED",
    readonly field: string = "",
  ) {
    super(code);
    this.name = "ListingHealthError";
  }
}
