import "server-only";
import type { z } from "zod";
import { badUserInput } from "./errors";

/** Parses resolver input with a shared zod schema; failures become BAD_USER_INPUT listing each field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw badUserInput(
    result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
  );
}

/** GraphQL sends null for omitted optional inputs; zod's optional() expects undefined. */
export function withoutNulls<T extends Record<string, unknown>>(
  value: T,
): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };
}
