import { beforeEach, describe, expect, it, vi } from "vitest";

const set = vi.fn();
vi.mock("next/headers", () => ({ cookies: async () => ({ set }) }));
// A visitor: the signed-in user's profile is written too (tests/integration/auth/auth-sign-in-locale).
vi.mock("@/lib/auth/session", () => ({ getCurrentUser: async () => null }));

const { setLocale } = await import("@/lib/profile/locale-action");
const { LOCALE_COOKIE } = await import("@/lib/i18n/config");

describe("setLocale", () => {
  beforeEach(() => set.mockClear());

  it("stores a known locale in the NEXT_LOCALE cookie for a year, site-wide, SameSite=Lax", async () => {
    await expect(setLocale("en")).resolves.toEqual({ ok: true });
    expect(set).toHaveBeenCalledWith(LOCALE_COOKIE, "en", {
      maxAge: 365 * 24 * 60 * 60,
      path: "/",
      sameSite: "lax",
      secure: false,
    });
  });

  it.each([["fr"], ["EN"], [""], [null], [{ toString: (): string => "es" }]])(
    "refuses %j and leaves the cookie alone",
    async (value) => {
      await expect(setLocale(value)).resolves.toEqual({ ok: false, error: "INVALID_LOCALE" });
      expect(set).not.toHaveBeenCalled();
    },
  );
});
