import { describe, expect, it } from "vitest";
import {
  clientIpFromHeaders,
  clientIpHeaderProblem,
  trustedClientIpHeader,
  trustedProxyHops,
} from "@/lib/auth/client-ip";

const headers = (forwarded?: string) =>
  new Headers(forwarded === undefined ? {} : { "x-forwarded-for": forwarded });

describe("trustedProxyHops", () => {
  it("defaults to no proxy, and ignores what is not a small whole number", () => {
    expect(trustedProxyHops({})).toBe(0);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: "" })).toBe(0);
    expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: "2" })).toBe(2);
    for (const bad of ["-1", "1.5", "two", "99"])
      expect(trustedProxyHops({ TRUSTED_PROXY_HOPS: bad }), bad).toBe(0);
  });
});

describe("clientIpFromHeaders", () => {
  it("with no proxy, reads the one address the server left (the socket's)", () => {
    expect(clientIpFromHeaders(headers("203.0.113.7"), 0)).toBe("203.0.113.7");
    // Were a client's own list to reach this far, only the rightmost entry could be the server's.
    expect(clientIpFromHeaders(headers("1.2.3.4, 203.0.113.7"), 0)).toBe("203.0.113.7");
  });

  it("behind N proxies, takes the N-th address from the right", () => {
    const chain = "6.6.6.6, 198.51.100.4, 10.0.0.2";
    expect(clientIpFromHeaders(headers(chain), 1)).toBe("10.0.0.2");
    expect(clientIpFromHeaders(headers(chain), 2)).toBe("198.51.100.4");
    // Fewer entries than hops: the leftmost is the nearest to the client there is.
    expect(clientIpFromHeaders(headers("198.51.100.4"), 3)).toBe("198.51.100.4");
  });

  it("spells an IPv4 client of a dual-stack socket as IPv4", () => {
    expect(clientIpFromHeaders(headers("::ffff:203.0.113.7"), 0)).toBe("203.0.113.7");
    expect(clientIpFromHeaders(headers("::1"), 0)).toBe("::1");
  });

  it("never reads x-real-ip, which any client can send", () => {
    expect(clientIpFromHeaders(new Headers({ "x-real-ip": "6.6.6.6" }), 0)).toBeNull();
    expect(clientIpFromHeaders(headers(), 1)).toBeNull();
    expect(clientIpFromHeaders(headers(" , "), 1)).toBeNull();
  });
});

describe("TRUSTED_CLIENT_IP_HEADER", () => {
  it("keeps x-forwarded-for unless a known host header is named", () => {
    expect(trustedClientIpHeader({})).toBe("x-forwarded-for");
    expect(trustedClientIpHeader({ TRUSTED_CLIENT_IP_HEADER: " X-Real-IP " })).toBe("x-real-ip");
    expect(trustedClientIpHeader({ TRUSTED_CLIENT_IP_HEADER: "x-vercel-forwarded-for" })).toBe(
      "x-vercel-forwarded-for",
    );
    expect(trustedClientIpHeader({ TRUSTED_CLIENT_IP_HEADER: "x-client-says" })).toBe(
      "x-forwarded-for",
    );
  });

  it("names an unknown header as a problem, so the server refuses to start on it", () => {
    expect(clientIpHeaderProblem({})).toBeNull();
    expect(clientIpHeaderProblem({ TRUSTED_CLIENT_IP_HEADER: "cf-connecting-ip" })).toBeNull();
    expect(clientIpHeaderProblem({ TRUSTED_CLIENT_IP_HEADER: "x-client-says" })).toMatch(
      /x-client-says is not known/,
    );
  });

  it("reads the host's own header and nothing else", () => {
    const sent = new Headers({
      "x-forwarded-for": "6.6.6.6",
      "x-real-ip": "203.0.113.7",
      "x-vercel-forwarded-for": "::ffff:198.51.100.4",
    });
    expect(clientIpFromHeaders(sent, 0, "x-real-ip")).toBe("203.0.113.7");
    expect(clientIpFromHeaders(sent, 0, "x-vercel-forwarded-for")).toBe("198.51.100.4");
    expect(clientIpFromHeaders(sent, 0, "cf-connecting-ip")).toBeNull();
  });

  it("takes the first address of a host header that carries a list, whatever the hops", () => {
    const sent = new Headers({ "x-vercel-forwarded-for": "203.0.113.7, 10.0.0.1" });
    expect(clientIpFromHeaders(sent, 0, "x-vercel-forwarded-for")).toBe("203.0.113.7");
    expect(clientIpFromHeaders(sent, 2, "x-vercel-forwarded-for")).toBe("203.0.113.7");
  });
});
