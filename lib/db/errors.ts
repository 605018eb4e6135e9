import "server-only";

/** node-postgres and PGlite throw unique_violation (23505) as is; drizzle wraps it in `cause`. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const direct = error as { code?: unknown; constraint?: unknown; cause?: unknown } | null;
  const pg = (direct?.code === undefined ? direct?.cause : direct) as
    { code?: unknown; constraint?: unknown } | undefined;
  return pg?.code === "23505" && (constraint === undefined || pg.constraint === constraint);
}
