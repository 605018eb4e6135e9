// A report request the rules refuse: each issue names the input field and a message key that the
// report screens translate (reports.errors.<key>).

export type ReportIssue = { path: string; message: string };

export class ReportInputError extends Error {
  constructor(readonly issues: ReportIssue[]) {
    super(issues.map((issue) => `${issue.path}: ${issue.message}`).join("; "));
    this.name = "ReportInputError";
  }
}

export function refuse(path: string, message: string): never {
  throw new ReportInputError([{ path, message }]);
}
