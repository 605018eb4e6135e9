/** A PostgreSQL server's URL (postgres://…); anything else names an embedded PGlite database. */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}
