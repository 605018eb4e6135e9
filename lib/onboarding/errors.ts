// The GraphQL layer turns these into public error codes.

export type OnboardingErrorCode =
  | "STEP_ERROR"
  /** A location id is not one of the lead's own maps locations. */
  | "LOCATION_NOT_OWNED"
  /** A location may not be selected (duplicate, closed, verification not COMPLETED). */
  | "LOCATION_NOT_SELECTABLE"
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
