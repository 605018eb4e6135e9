/** A refusal of the alerts module: a code the Alerts tab translates (alerts.errors). */
export class AlertsError extends Error {
  constructor(
    readonly code: string,
    readonly field = "",
  ) {
    super(`Alerts: ${code}`);
    this.name = "AlertsError";
  }
}
