import "server-only";
import { GraphQLError } from "graphql";
import { createLogger, type YogaLogger } from "graphql-yoga";

const MAX_CAUSES = 5;
const MAX_FRAMES = 12;

function causeOf(error: Error): unknown {
  return error instanceof GraphQLError ? (error.originalError ?? error.cause) : error.cause;
}

/** One error of the chain, without its message: name and code (an SQLSTATE for the database). */
function summary(error: Error): string {
  const code =
    error instanceof GraphQLError ? error.extensions.code : (error as { code?: unknown }).code;
  return typeof code === "string" ? `${error.name} [${code}]` : error.name;
}

/** Its values are placeholders ($1); the parameters themselves are left out. */
function failedQuery(chain: Error[]): string | undefined {
  for (const error of chain) {
    const query = (error as { query?: unknown }).query;
    if (typeof query === "string") return query;
  }
  return undefined;
}

/** Never a message: graphql-js quotes variable values, Drizzle appends query parameters,
 * PostgreSQL and V8 quote the offending value. */
export function describeErrorForLog(value: unknown): string {
  if (!(value instanceof Error)) return `Non-error value thrown (${typeof value})`;
  const path = value instanceof GraphQLError && value.path ? ` at ${value.path.join(".")}` : "";
  const chain: Error[] = [value];
  for (let next = causeOf(value); next instanceof Error && chain.length < MAX_CAUSES;) {
    chain.push(next);
    next = causeOf(next);
  }
  // The frames of the first error that is not graphql-js's wrapper point at the failing code.
  const thrown = chain.find((error) => !(error instanceof GraphQLError)) ?? value;
  const frames = (thrown.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_FRAMES);
  const query = failedQuery(chain);
  return [
    `GraphQL operation failed${path}: ${chain.map(summary).join(" <- ")}`,
    ...(query ? [`  query: ${query}`] : []),
    ...frames,
  ].join("\n");
}

/** Errors the mask hides carry the request's values (a password sent as `true`, a search term). */
export function createGraphQLLogger(base: YogaLogger = createLogger()): YogaLogger {
  return { ...base, error: (...args: unknown[]) => base.error(...args.map(describeErrorForLog)) };
}
