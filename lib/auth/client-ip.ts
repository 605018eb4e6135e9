// Edge-safe. Next passes a client-sent x-forwarded-for through untouched, so the header is the
// client's word: with TRUSTED_PROXY_HOPS=0 the server drops it first
// (lib/security/forwarded-for.ts) and only the socket's address remains; behind N appending
// proxies, the N-th from the right is what the outermost trusted proxy saw.

export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  const raw = env.TRUSTED_PROXY_HOPS?.trim();
  if (!raw) return 0;
  const hops = Number(raw);
  return Number.isInteger(hops) && hops >= 0 && hops <= 20 ? hops : 0;
}

export function clientIpFromHeaders(
  headers: Headers,
  hops: number = trustedProxyHops(),
): string | null {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (chain.length === 0) return null;
  // A chain shorter than the hops came through fewer proxies: its first entry is nearest the
  // client.
  const index = hops === 0 ? chain.length - 1 : Math.max(0, chain.length - hops);
  // A dual-stack socket names an IPv4 client "::ffff:203.0.113.7": one address, one spelling.
  const address = chain[index].replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");
  return address.slice(0, 64) || null;
}
