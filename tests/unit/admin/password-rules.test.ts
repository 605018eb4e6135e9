import { describe, expect, it } from "vitest";
import { newPasswordErrors } from "@/lib/admin/password-rules";
import { passwordSchema } from "@/lib/admin/schema";

// The set-password form checks with password-rules.ts and the server with passwordSchema: one rule.
describe("a password set from a link (spec §5)", () => {
  it("takes 8 to 20 characters, typed twice the same", () => {
    expect(newPasswordErrors({ password: "12345678", confirm: "12345678" })).toBeNull();
    expect(newPasswordErrors({ password: "1234567", confirm: "1234567" })).toEqual({
      password: "passwordTooShort",
    });
    expect(newPasswordErrors({ password: "x".repeat(21), confirm: "x".repeat(21) })).toEqual({
      password: "passwordTooLong",
    });
    expect(newPasswordErrors({ password: "12345678", confirm: "1234567" })).toEqual({
      confirm: "mismatch",
    });
    expect(newPasswordErrors({ password: "", confirm: "" })).toEqual({
      password: "passwordTooShort",
    });
  });

  it("is the server's rule too", () => {
    const messageOf = (password: string) =>
      passwordSchema.safeParse(password).error?.issues.map((i) => i.message) ?? [];
    expect(messageOf("12345678")).toEqual([]);
    expect(messageOf("1234567")).toEqual(["passwordTooShort"]);
    expect(messageOf("x".repeat(21))).toEqual(["passwordTooLong"]);
  });
});
