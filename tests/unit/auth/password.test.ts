import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "@/lib/auth/password";

describe("password hashing", () => {
  it("stores scrypt parameters, salt and hash, never the password", async () => {
    const stored = await hashPassword("Admin123!");
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(stored).not.toContain("Admin123!");
  });

  it("salts every hash, and both verify", async () => {
    const [first, second] = await Promise.all([hashPassword("same"), hashPassword("same")]);
    expect(first).not.toBe(second);
    expect(await verifyPassword("same", first)).toBe(true);
    expect(await verifyPassword("same", second)).toBe(true);
  });

  it("refuses a wrong password", async () => {
    const stored = await hashPassword("Admin123!");
    expect(await verifyPassword("admin123!", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("refuses absent, malformed or tampered hashes instead of throwing", async () => {
    const stored = await hashPassword("pw");
    const parts = stored.split("$");
    for (const bad of [
      null,
      undefined,
      "",
      "plain",
      "bcrypt$1$2$3$4$5",
      stored.slice(0, -4),
      [parts[0], String(2 ** 24), ...parts.slice(2)].join("$"),
      [parts[0], "1000", ...parts.slice(2)].join("$"),
    ]) {
      expect(await verifyPassword("pw", bad)).toBe(false);
    }
  });
});
