import { invalidArgument } from "../http";

// Every refusal names its field in the message too, so a log reader sees what to fix.

export const refuseField = (field: string, description: string) =>
  invalidArgument(field, description, `Invalid ${field}: ${description}`);

export const isBlank = (value: unknown) => value === undefined || value === null || value === "";

/** An emoji is one, not two UTF-16 units. */
const lengthOf = (text: string) => [...text].length;

export function optionalText(raw: unknown, field: string, max: number): string | undefined {
  if (isBlank(raw)) return undefined;
  if (typeof raw !== "string") throw refuseField(field, "Must be a string");
  if (lengthOf(raw) > max) throw refuseField(field, `Must be at most ${max} characters`);
  return raw.trim() ? raw : undefined;
}
