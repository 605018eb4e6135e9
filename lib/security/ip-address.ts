import { isIP } from "node:net";

// Only "public" may be called. An address is refused unless it is global unicast, and IPv6 forms
// that carry an IPv4 address (mapped, NAT64, 6to4) are judged by that IPv4 address.

export type AddressKind =
  "public" | "loopback" | "private" | "link-local" | "metadata" | "reserved" | "invalid";

type Range4 = [base: string, bits: number, kind: AddressKind];

/** IPv4 ranges that are not the public internet (RFC 6890 and friends). */
const IPV4_RANGES: Range4[] = [
  ["0.0.0.0", 8, "reserved"], // "this network": 0.0.0.0 reaches the local host on Linux
  ["10.0.0.0", 8, "private"],
  ["100.64.0.0", 10, "private"], // carrier-grade NAT
  ["127.0.0.0", 8, "loopback"],
  ["169.254.169.254", 32, "metadata"], // cloud instance metadata
  ["169.254.0.0", 16, "link-local"],
  ["172.16.0.0", 12, "private"],
  ["192.0.0.0", 24, "reserved"],
  ["192.0.2.0", 24, "reserved"],
  ["192.88.99.0", 24, "reserved"],
  ["192.168.0.0", 16, "private"],
  ["198.18.0.0", 15, "reserved"],
  ["198.51.100.0", 24, "reserved"],
  ["203.0.113.0", 24, "reserved"],
  ["224.0.0.0", 4, "reserved"], // multicast
  ["240.0.0.0", 4, "reserved"], // reserved and broadcast
];

function ipv4Number(ip: string): number {
  return ip.split(".").reduce((n, part) => n * 256 + Number(part), 0);
}

const IPV4_TABLE = IPV4_RANGES.map(([base, bits, kind]) => ({
  start: ipv4Number(base),
  size: 2 ** (32 - bits),
  kind,
}));

function classifyIpv4(ip: string): AddressKind {
  const n = ipv4Number(ip);
  return (
    IPV4_TABLE.find((range) => n >= range.start && n < range.start + range.size)?.kind ?? "public"
  );
}

function ipv6Groups(ip: string): number[] {
  let text = ip;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const n = ipv4Number(dotted[1]!);
    text = `${text.slice(0, -dotted[1]!.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...new Array(8 - front.length - back.length).fill(0), ...back];
}

const v4From = (high: number, low: number) =>
  `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

function classifyIpv6(ip: string): AddressKind {
  const g = ipv6Groups(ip);
  if (g.length !== 8) return "invalid";
  const zeroUpTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  if (zeroUpTo(7) && g[7] === 1) return "loopback";
  if (zeroUpTo(8)) return "reserved";
  // ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible) and 64:ff9b::a.b.c.d (NAT64) carry IPv4.
  if (zeroUpTo(5) && g[5] === 0xffff) return classifyIpv4(v4From(g[6]!, g[7]!));
  if (zeroUpTo(6)) return "reserved";
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0))
    return classifyIpv4(v4From(g[6]!, g[7]!));
  // 6to4 (2002::/16) carries its IPv4 address in the next 32 bits.
  if (g[0] === 0x2002) return classifyIpv4(v4From(g[1]!, g[2]!));
  const awsMetadata = g[0] === 0xfd00 && g[1] === 0xec2 && g.slice(2, 7).every((x) => x === 0);
  if (awsMetadata && g[7] === 0x254) return "metadata";
  if ((g[0]! & 0xfe00) === 0xfc00) return "private"; // unique local fc00::/7
  if ((g[0]! & 0xffc0) === 0xfe80) return "link-local";
  // Only global unicast (2000::/3) is public, less its special and documentation blocks.
  if ((g[0]! & 0xe000) !== 0x2000) return "reserved";
  if (g[0] === 0x2001 && g[1]! < 0x200) return "reserved"; // 2001::/23: Teredo, benchmarking, …
  if (g[0] === 0x2001 && g[1] === 0xdb8) return "reserved"; // documentation
  return "public";
}

export function classifyAddress(address: string): AddressKind {
  const ip = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(ip);
  if (family === 4) return classifyIpv4(ip);
  if (family === 6) return classifyIpv6(ip.toLowerCase());
  return "invalid";
}

export const isPublicAddress = (address: string) => classifyAddress(address) === "public";
