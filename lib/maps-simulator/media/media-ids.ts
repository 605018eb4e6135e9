import { randomBytes } from "node:crypto";

// Media keys look opaque, as Google's ("AF1Qip…") do. A customer's key carries its location and
// index, so its item (and its picture) follows from the key alone without a stored row.

const OWNER = "AF1QipO";
const CUSTOMER = "AF1QipC";

export function ownerMediaId(): string {
  return `${OWNER}${randomBytes(24).toString("base64url")}`;
}

export function customerMediaId(locationId: string, index: number): string {
  return `${CUSTOMER}${Buffer.from(`${locationId}:${index}`).toString("base64url")}`;
}

export function parseCustomerMediaId(id: string): { locationId: string; index: number } | null {
  if (!id.startsWith(CUSTOMER) || id.length > 80) return null;
  const body = id.slice(CUSTOMER.length);
  if (!/^[A-Za-z0-9_-]+$/.test(body)) return null;
  const match = /^(\d{1,30}):(\d{1,2})$/.exec(Buffer.from(body, "base64url").toString("utf8"));
  return match ? { locationId: match[1]!, index: Number(match[2]) } : null;
}
