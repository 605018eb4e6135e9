export type WorkspaceErrorCode =
  | "NOT_FOUND"
  | "DEFAULT_WORKSPACE"
  | "UNKNOWN_LOCATIONS"
  /** Another workspace of the tenant has the name, whatever its case. */
  | "DUPLICATE_NAME";

export class WorkspaceError extends Error {
  constructor(
    readonly code: WorkspaceErrorCode,
    /** For UNKNOWN_LOCATIONS: the ids that are not stores of the tenant. */
    readonly ids: string[] = [],
  ) {
    super(code);
    this.name = "WorkspaceError";
  }
}
