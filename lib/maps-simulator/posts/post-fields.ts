import { invalidArgument } from "../http";

// Field checks shared by a post's parts. Every refusal names its field in the message too, so a
// person reading a log sees what to fix without the error's details.

export const refuseField = (field: string, description: string) =>
  invalidArgument(field, description, `Invalid ${field}: ${description}`);

export const isBlank = (value: unknown) => value === undefined || value === null || value === "";

/** Characters as a person counts them: an emoji is one, not two UTF-16 units. */
const lengthOf = (text: string) => [...text].length;

/** An optional string of at most `max` characters; absent when blank. */
export function optionalText(raw: unknown, field: string, max: number): string | undefined {
  if (isBlank(raw)) return undefined;
  if (typeof raw !== "string") throw refuseField(field, "Must be a string");
  if (lengthOf(raw) > max) throw refuseField(field, `Must be at most ${max} characters`);
  return raw.trim() ? raw : undefined;
}
