/** A refusal the API turns into a translated error (googleUpdates.errors.*): nothing is written. */
export class GoogleUpdatesError extends Error {
  constructor(
    readonly code: "NOT_FOUND" | "NOTHING_TO_RESOLVE" | "NO_STORES" | "CHECK_RUNNING",
    readonly field: string = "",
  ) {
    super(code);
    this.name = "GoogleUpdatesError";
  }
}
