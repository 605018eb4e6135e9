import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { NO_PERMISSIONS_CODES, noPermissionsMessageKey } from "@/app/no-permissions/message-key";
import { CREDENTIALS_MESSAGE_KEYS, credentialsSchema } from "@/lib/validation/auth";

describe("/no-permissions message per code", () => {
  it("shows the code's own message for every known code", () => {
    for (const code of NO_PERMISSIONS_CODES) expect(noPermissionsMessageKey(code)).toBe(code);
  });

  // A disabled tenant's user used to get the generic error, or the master account's onboarding one.
  it("says a disabled organisation is disabled", () => {
    expect(noPermissionsMessageKey("TENANT_DISABLED")).toBe("TENANT_DISABLED");
    expect(en.noPermissions.messages.TENANT_DISABLED).toMatch(/organisation.*disabled/);
    expect(es.noPermissions.messages.TENANT_DISABLED).toMatch(/organización.*deshabilitada/);
  });

  it("falls back to DEFAULT_ERROR for anything else", () => {
    for (const code of [undefined, "", "AccessDenied", "no_tenant", "__proto__"]) {
      expect(noPermissionsMessageKey(code)).toBe("DEFAULT_ERROR");
    }
  });

  it("has a text for every key in both languages, with the contact details in DEFAULT_ERROR", () => {
    for (const messages of [en, es]) {
      for (const key of [...NO_PERMISSIONS_CODES, "DEFAULT_ERROR"] as const) {
        expect(messages.noPermissions.messages[key], key).toBeTruthy();
      }
      expect(messages.noPermissions.messages.DEFAULT_ERROR).toContain("{email}");
      expect(messages.noPermissions.messages.DEFAULT_ERROR).toContain("{phone}");
    }
    expect(en.auth.errors.LOGIN_SERCHMAS_USER_ERROR).toBe(
      "The username or password you entered is incorrect",
    );
    expect(es.auth.errors.LOGIN_SERCHMAS_USER_ERROR).toBe(
      "El usuario o la contraseña que ingresaste son incorrectos",
    );
  });
});

describe("credentials schema", () => {
  it("accepts the spec's maximum lengths and refuses one more, with translated keys", () => {
    expect(
      credentialsSchema.safeParse({ user: "u".repeat(50), password: "p".repeat(20) }).success,
    ).toBe(true);
    const tooLong = credentialsSchema.safeParse({ user: "u".repeat(51), password: "p".repeat(21) });
    expect(tooLong.success).toBe(false);
    const messages = tooLong.error?.issues.map((issue) => issue.message).sort();
    expect(messages).toEqual(["passwordTooLong", "userTooLong"]);
    const empty = credentialsSchema.safeParse({ user: "   ", password: "" });
    expect(empty.error?.issues.map((issue) => issue.message).sort()).toEqual([
      "passwordRequired",
      "userRequired",
    ]);
    for (const key of CREDENTIALS_MESSAGE_KEYS) {
      expect(en.auth.validation[key]).toBeTruthy();
      expect(es.auth.validation[key]).toBeTruthy();
    }
  });
});
