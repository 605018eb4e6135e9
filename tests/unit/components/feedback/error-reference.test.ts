import { describe, expect, it } from "vitest";
import { errorReference } from "@/components/feedback/error-reference";

describe("errorReference", () => {
  it("returns the digest Next attaches to server errors", () => {
    expect(
      errorReference(Object.assign(new Error("db password is hunter2"), { digest: "1061144234" })),
    ).toBe("1061144234");
  });

  it("never falls back to the message or stack", () => {
    expect(errorReference(new Error("db password is hunter2"))).toBeUndefined();
    expect(errorReference("a thrown string")).toBeUndefined();
    expect(errorReference(null)).toBeUndefined();
  });

  it("refuses a digest that is not a short opaque token", () => {
    expect(errorReference({ digest: "<script>alert(1)</script>" })).toBeUndefined();
    expect(errorReference({ digest: 42 })).toBeUndefined();
    expect(errorReference({ digest: "x".repeat(65) })).toBeUndefined();
  });
});
