// Edge-safe. Next passes a client-sent x-forwarded-for through untouched, so the header is the
// client's word: with TRUSTED_PROXY_HOPS=0 the server drops it first
// (lib/security/forwarded-for.ts) and only the socket's address remains; behind N appending
// proxies, the N-th from the right is what the outermost trusted proxy saw. A host that writes
// the client's address into a header of its own, overwriting whatever the client sent (a
// serverless host's edge), is named with TRUSTED_CLIENT_IP_HEADER; that header alone is read.

type Env = Record<string, string | undefined>;

export function trustedProxyHops(env: Env = process.env): number {
  const raw = env.TRUSTED_PROXY_HOPS?.trim();
  if (!raw) return 0;
  const hops = Number(raw);
  return Number.isInteger(hops) && hops >= 0 && hops <= 20 ? hops : 0;
}

/** Headers a host sets itself; any other name would let a client pick its own address. */
export const CLIENT_IP_HEADERS = [
  "x-forwarded-for",
  "x-real-ip",
  "x-vercel-forwarded-for",
  "cf-connecting-ip",
  "fly-client-ip",
] as const;
export type ClientIpHeader = (typeof CLIENT_IP_HEADERS)[number];

function isClientIpHeader(name: string): name is ClientIpHeader {
  return (CLIENT_IP_HEADERS as readonly string[]).includes(name);
}

/** The header the deployment trusts for the client's address: x-forwarded-for unless named. */
export function trustedClientIpHeader(env: Env = process.env): ClientIpHeader {
  const name = env.TRUSTED_CLIENT_IP_HEADER?.trim().toLowerCase();
  return name && isClientIpHeader(name) ? name : "x-forwarded-for";
}

/** Why TRUSTED_CLIENT_IP_HEADER cannot be used, or null (the server refuses to start on it). */
export function clientIpHeaderProblem(env: Env = process.env): string | null {
  const name = env.TRUSTED_CLIENT_IP_HEADER?.trim().toLowerCase();
  if (!name || isClientIpHeader(name)) return null;
  return `TRUSTED_CLIENT_IP_HEADER=${name} is not known: use one of ${CLIENT_IP_HEADERS.join(", ")}.`;
}

/** A dual-stack socket names an IPv4 client "::ffff:203.0.113.7": one address, one spelling. */
function normalized(address: string | undefined): string | null {
  const plain = (address ?? "").replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");
  return plain.slice(0, 64) || null;
}

export function clientIpFromHeaders(
  headers: Headers,
  hops: number = trustedProxyHops(),
  header: ClientIpHeader = trustedClientIpHeader(),
): string | null {
  const chain = (headers.get(header) ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (chain.length === 0) return null;
  // The host wrote this header itself: its first address is the client it saw.
  if (header !== "x-forwarded-for") return normalized(chain[0]);
  // A chain shorter than the hops came through fewer proxies: its first entry is nearest the
  // client.
  const index = hops === 0 ? chain.length - 1 : Math.max(0, chain.length - hops);
  return normalized(chain[index]);
}
