import { describe, expect, it } from "vitest";
import { newNonce, noncePolicy } from "@/lib/security/csp";
import { contentSecurityPolicy, securityHeaders } from "@/lib/security/headers.mjs";

const scriptSrc = (policy: string) =>
  policy.split("; ").find((directive) => directive.startsWith("script-src "));

describe("content security policy", () => {
  it("runs only scripts with the request's nonce on pages, no inline ones", () => {
    const nonce = newNonce();
    const policy = noncePolicy(nonce, { NODE_ENV: "production" });
    expect(scriptSrc(policy)).toBe(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(scriptSrc(policy)).not.toContain("unsafe-inline");
    expect(policy).toContain("frame-ancestors 'none'");
    // Development keeps eval for hot reloading, never inline scripts.
    expect(scriptSrc(noncePolicy(nonce, { NODE_ENV: "development" }))).toBe(
      `script-src 'self' 'nonce-${nonce}' 'strict-dynamic' 'unsafe-eval'`,
    );
  });

  it("makes a new unguessable nonce each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it("runs no inline script where no nonce is given (API routes, files)", () => {
    expect(scriptSrc(contentSecurityPolicy(true, undefined))).toBe("script-src 'self'");
    const csp = securityHeaders(true, "google").find((h) => h.key === "Content-Security-Policy");
    expect(csp?.value).toContain("form-action 'self' https://accounts.google.com");
  });
});
