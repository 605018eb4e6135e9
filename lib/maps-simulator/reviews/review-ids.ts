// Review ids look opaque, as Google's do, but carry the location they belong to, so the admin
// API can find a review (seeded or not) from its id alone.

const PREFIX = "AbFvOq";

export function reviewIdFor(locationId: string, key: string): string {
  return `${PREFIX}${Buffer.from(`${locationId}:${key}`).toString("base64url")}`;
}

/** The location and key inside a review id, or null for anything that is not one. */
export function parseReviewId(reviewId: string): { locationId: string; key: string } | null {
  if (!reviewId.startsWith(PREFIX) || reviewId.length > 120) return null;
  const body = reviewId.slice(PREFIX.length);
  if (!/^[A-Za-z0-9_-]+$/.test(body)) return null;
  const match = /^(\d{1,30}):([a-z0-9]{1,40})$/.exec(
    Buffer.from(body, "base64url").toString("utf8"),
  );
  return match ? { locationId: match[1]!, key: match[2]! } : null;
}
