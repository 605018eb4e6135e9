import "server-only";
import { createHash } from "node:crypto";
import { invalidArgument } from "./http";

/** Absent or 0 means the default, as Google reads it. */
export function parsePageSize(
  raw: string | null,
  defaults: { default: number; max: number },
): number {
  if (raw === null || raw === "" || raw === "0") return defaults.default;
  if (!/^\d{1,6}$/.test(raw)) return fail("page_size", "Must be a positive integer");
  const size = Number(raw);
  if (size > defaults.max) return fail("page_size", `Must be at most ${defaults.max}`);
  return size;
}

function fail(field: string, description: string): never {
  throw invalidArgument(field, description);
}

/** So a token cannot be replayed against another query. */
function queryKey(query: string): string {
  return createHash("sha256").update(query).digest("base64url").slice(0, 12);
}

export function encodePageToken(offset: number, query: string): string {
  return Buffer.from(JSON.stringify({ o: offset, q: queryKey(query) })).toString("base64url");
}

export function decodePageToken(raw: string | null, query: string): number {
  if (!raw) return 0;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
    if (parsed && typeof parsed === "object" && "o" in parsed && "q" in parsed) {
      const { o, q } = parsed as { o: unknown; q: unknown };
      if (Number.isInteger(o) && (o as number) >= 0 && q === queryKey(query)) return o as number;
    }
  } catch {
    // Falls through to the refusal below.
  }
  return fail("page_token", "Invalid page token");
}

export function nextPageToken(
  offset: number,
  pageSize: number,
  total: number,
  query: string,
): string | undefined {
  return offset + pageSize < total ? encodePageToken(offset + pageSize, query) : undefined;
}
