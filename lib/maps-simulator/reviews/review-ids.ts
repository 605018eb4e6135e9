// Opaque-looking, but they carry the location, so the admin API finds a review from its id alone.

const PREFIX = "AbFvOq";

export function reviewIdFor(locationId: string, key: string): string {
  return `${PREFIX}${Buffer.from(`${locationId}:${key}`).toString("base64url")}`;
}

export function parseReviewId(reviewId: string): { locationId: string; key: string } | null {
  if (!reviewId.startsWith(PREFIX) || reviewId.length > 120) return null;
  const body = reviewId.slice(PREFIX.length);
  if (!/^[A-Za-z0-9_-]+$/.test(body)) return null;
  const match = /^(\d{1,30}):([a-z0-9]{1,40})$/.exec(
    Buffer.from(body, "base64url").toString("utf8"),
  );
  return match ? { locationId: match[1]!, key: match[2]! } : null;
}
