// Edge-safe. The first address of x-forwarded-for (set by the host's proxy), else x-real-ip. Behind
// a proxy that does not overwrite these headers the value is only as good as the proxy.
export function clientIpFromHeaders(headers: Headers): string | null {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || headers.get("x-real-ip")?.trim() || null;
}
