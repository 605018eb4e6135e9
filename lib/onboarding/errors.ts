// Refusals of the onboarding service; the GraphQL layer turns them into public error codes.

export type OnboardingErrorCode =
  /** The lead is not at a step where this call belongs. */
  | "STEP_ERROR"
  /** A location id is not one of the lead's own maps locations. */
  | "LOCATION_NOT_OWNED"
  /** A location may not be selected (duplicate, closed, verification not COMPLETED). */
  | "LOCATION_NOT_SELECTABLE"
  /** The tenant has no stores to import data for. */
  | "NO_LOCATIONS";

export class OnboardingError extends Error {
  readonly code: OnboardingErrorCode;
  readonly ids: string[];

  constructor(code: OnboardingErrorCode, message: string, ids: string[] = []) {
    super(message);
    this.name = "OnboardingError";
    this.code = code;
    this.ids = ids;
  }
}
