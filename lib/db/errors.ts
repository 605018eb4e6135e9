import "server-only";

/**
 * Whether `error` is PostgreSQL's unique_violation (23505), optionally of one index or constraint.
 * Drivers differ in where they put it: node-postgres and PGlite throw it as is, drizzle wraps it in
 * an error whose `cause` holds it.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const direct = error as { code?: unknown; constraint?: unknown; cause?: unknown } | null;
  const pg = (direct?.code === undefined ? direct?.cause : direct) as
    { code?: unknown; constraint?: unknown } | undefined;
  return pg?.code === "23505" && (constraint === undefined || pg.constraint === constraint);
}
