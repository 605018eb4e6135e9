// Edge-safe. The client's address, from x-forwarded-for as far as TRUSTED_PROXY_HOPS trusts it.
//
// Next's server fills x-forwarded-for with the socket's address only when the request has none
// (`??=`), and passes any header the client sent through untouched. So the header alone is the
// client's word: with no proxy in front (TRUSTED_PROXY_HOPS=0, the default) the server drops any
// incoming x-forwarded-for before Next reads it (lib/security/forwarded-for.ts), and what remains
// here is the socket's address. Behind N proxies that each append the address they saw, the N-th
// address from the right is the one the outermost trusted proxy saw; anything left of it is the
// client's to invent.

/** How many proxies in front of the server append to x-forwarded-for; 0 (default) or more. */
export function trustedProxyHops(env: Record<string, string | undefined> = process.env): number {
  const raw = env.TRUSTED_PROXY_HOPS?.trim();
  if (!raw) return 0;
  const hops = Number(raw);
  return Number.isInteger(hops) && hops >= 0 && hops <= 20 ? hops : 0;
}

/** The client's address as the last trusted hop saw it, else null. */
export function clientIpFromHeaders(
  headers: Headers,
  hops: number = trustedProxyHops(),
): string | null {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (chain.length === 0) return null;
  // Hops 0: the server kept only the socket's address (one entry). Hops N: the N-th from the
  // right; a shorter chain came through fewer proxies than configured, so its first entry is the
  // nearest to the client there is.
  const index = hops === 0 ? chain.length - 1 : Math.max(0, chain.length - hops);
  // A dual-stack socket names an IPv4 client "::ffff:203.0.113.7": one address, one spelling.
  const address = chain[index].replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");
  return address.slice(0, 64) || null;
}
