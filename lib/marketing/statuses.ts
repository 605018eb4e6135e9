export const EXTRACT_STATUSES = [
  "PENDING",
  "EXTRACTION_PROCESSING",
  "EXTRACTION_DONE",
  "TRANSFORMATION_PROCESSING",
  "TRANSFORMATION_DONE",
  "BQ2SQL_PROCESSING",
  "BQ2SQL_DONE",
  "BQ2SQL_FAIL",
  "FAIL",
  "DONE",
] as const;
export type ExtractStatus = (typeof EXTRACT_STATUSES)[number];

/** The statuses a job ends in; only the failed ones may be retried. */
export const FINAL_STATUSES: readonly ExtractStatus[] = ["DONE", "FAIL", "BQ2SQL_FAIL"];
export const RETRYABLE_STATUSES: readonly ExtractStatus[] = ["FAIL", "BQ2SQL_FAIL"];

export const EXTRACT_STATUS_COLOURS = {
  PENDING: "yellow",
  EXTRACTION_PROCESSING: "yellow",
  EXTRACTION_DONE: "blue",
  TRANSFORMATION_PROCESSING: "yellow",
  TRANSFORMATION_DONE: "blue",
  BQ2SQL_PROCESSING: "yellow",
  BQ2SQL_DONE: "blue",
  BQ2SQL_FAIL: "red",
  FAIL: "red",
  DONE: "green",
} as const satisfies Record<ExtractStatus, "green" | "yellow" | "red" | "blue" | "grey">;

export const EXTRACT_STEPS = ["EXTRACTION", "TRANSFORMATION", "LOAD", "BQ2SQL"] as const;
export type ExtractStepName = (typeof EXTRACT_STEPS)[number];

export const CONNECTOR_TYPES = ["POSTGRESQL", "BIGQUERY", "CSV_STORAGE"] as const;
export type ConnectorType = (typeof CONNECTOR_TYPES)[number];

export const CONNECTOR_STATES = ["READY", "NOT_CONFIGURED", "ERROR"] as const;
export type ConnectorState = (typeof CONNECTOR_STATES)[number];

/** Fixed codes, never the far side's own words. */
export const CONNECTOR_TEST_FAILURES = [
  "NOT_CONFIGURED",
  "CREDENTIALS_REFUSED",
  "ACCESS_DENIED",
  "NOT_FOUND",
  "SERVICE_ERROR",
  "CONNECTION_FAILED",
  "NO_CREATE_RIGHTS",
  "STORAGE_FAILED",
  "FAILED",
] as const;
export type ConnectorTestFailure = (typeof CONNECTOR_TEST_FAILURES)[number];

/** A stored error as a failure code; text saved before errors were codes reads as FAILED. */
export function connectorTestFailure(error: string): ConnectorTestFailure {
  return (CONNECTOR_TEST_FAILURES as readonly string[]).includes(error)
    ? (error as ConnectorTestFailure)
    : "FAILED";
}

export function isRunning(status: string): boolean {
  return !FINAL_STATUSES.includes(status as ExtractStatus);
}

export const CONNECTOR_STATE_COLOURS = {
  READY: "green",
  NOT_CONFIGURED: "grey",
  ERROR: "red",
} as const satisfies Record<ConnectorState, "green" | "grey" | "red">;
