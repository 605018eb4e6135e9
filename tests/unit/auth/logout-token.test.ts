import { beforeEach, describe, expect, it } from "vitest";
import { isValidLogoutToken, logoutTokenFor } from "@/lib/auth/logout-token";

const SECRET = "unit-test-secret-unit-test-secret-0123456789";

beforeEach(() => {
  process.env.AUTH_SECRET = SECRET;
});

const session = { userId: "u1", sessionVersion: 3 };

describe("logout token", () => {
  it("accepts the token of the same user and session version", () => {
    const token = logoutTokenFor("u1", 3);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(isValidLogoutToken(session, token)).toBe(true);
  });

  it("refuses another user's token, and its own once the session version has moved on", () => {
    expect(isValidLogoutToken(session, logoutTokenFor("u2", 3))).toBe(false);
    expect(isValidLogoutToken({ ...session, sessionVersion: 4 }, logoutTokenFor("u1", 3))).toBe(
      false,
    );
  });

  it("refuses a token made with another secret", () => {
    process.env.AUTH_SECRET = "another-secret-another-secret-0123456789";
    const foreign = logoutTokenFor("u1", 3);
    process.env.AUTH_SECRET = SECRET;
    expect(isValidLogoutToken(session, foreign)).toBe(false);
  });

  it.each([[undefined], [null], [""], ["short"], [42], [{ toString: () => "x" }]])(
    "refuses %j without throwing",
    (token) => {
      expect(isValidLogoutToken(session, token)).toBe(false);
    },
  );
});
