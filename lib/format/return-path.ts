// Edge-safe: middleware and sign-in redirects use it.

const MAX_RETURN_PATH_LENGTH = 512;
const PROBE_ORIGIN = "http://storeplus.invalid";

// Refuses absolute and protocol-relative URLs, schemes, control characters and overlong values,
// then checks that normalising through the URL parser kept the origin.
export function toSafeReturnPath(value: unknown): string | null {
  if (typeof value !== "string") return null;
  if (value.length === 0 || value.length > MAX_RETURN_PATH_LENGTH) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  // Browsers treat "\" like "/", so "/\evil.com" would become protocol-relative.
  if (value.includes("\\")) return null;
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
