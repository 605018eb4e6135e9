// Raw statements answer `{ rows }` on both drivers; sums of bigints come back as text.

export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A number out of a bigint or numeric column (text on the wire), 0 for null. */
export function num(value: unknown): number {
  return value == null ? 0 : Number(value);
}
