import { describe, expect, it } from "vitest";
import { isTokenFresh, parseClaims, parseSessionToken } from "@/lib/auth/claims";
import { SESSION } from "@/lib/constants";

const claims = {
  userId: "u1",
  tenantId: "t1",
  email: "a@b.example",
  kind: "storeplus",
  roles: ["STORE"],
  isLeads: false,
  leadStep: null,
  sessionVersion: 3,
};

describe("session token payload", () => {
  it("accepts well-formed claims and rejects tampered shapes", () => {
    expect(parseClaims(claims)).toEqual(claims);
    expect(parseClaims({ ...claims, kind: "root" })).toBeNull();
    expect(parseClaims({ ...claims, roles: "ADMIN" })).toBeNull();
    expect(parseClaims({ ...claims, sessionVersion: "3" })).toBeNull();
    expect(parseClaims({ ...claims, userId: "" })).toBeNull();
    expect(parseClaims({ ...claims, leadStep: "done" })).toBeNull();
    expect(parseSessionToken({ claims, authTime: 1 })).toBeNull();
    expect(parseSessionToken({ claims, authTime: 1, lastSeen: 2 })).toEqual({
      claims,
      authTime: 1,
      lastSeen: 2,
    });
  });
});

describe("isTokenFresh", () => {
  const now = 1_000_000;
  it("expires a cookie after the idle timeout but not a Bearer token", () => {
    const token = { authTime: now - 3600, lastSeen: now - SESSION.idleSeconds - 1 };
    expect(isTokenFresh(token, now, "cookie")).toBe(false);
    expect(isTokenFresh(token, now, "bearer")).toBe(true);
    expect(isTokenFresh({ ...token, lastSeen: now - SESSION.idleSeconds + 5 }, now, "cookie")).toBe(
      true,
    );
  });
  it("expires every token after the absolute lifetime, however active", () => {
    const token = { authTime: now - SESSION.maxAgeSeconds - 1, lastSeen: now };
    expect(isTokenFresh(token, now, "cookie")).toBe(false);
    expect(isTokenFresh(token, now, "bearer")).toBe(false);
  });
  it("refuses tokens issued in the future", () => {
    expect(isTokenFresh({ authTime: now + 3600, lastSeen: now + 3600 }, now, "bearer")).toBe(false);
  });
});
