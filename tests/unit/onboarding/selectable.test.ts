import { describe, expect, it } from "vitest";
import { canVerify, isSelectable, selectability } from "@/lib/onboarding/selectable";

const open = {
  duplicateLocation: false,
  openStatus: "OPEN",
  verified: "COMPLETED" as string | null,
};

describe("selectable onboarding locations (spec §4, §5)", () => {
  it("only an open, non-duplicate, COMPLETED location is selectable", () => {
    expect(selectability(open)).toBe("SELECTABLE");
    expect(isSelectable(open)).toBe(true);
  });

  it("refuses duplicates, closed stores and FAILED or PENDING verifications", () => {
    expect(selectability({ ...open, duplicateLocation: true })).toBe("DUPLICATE");
    expect(selectability({ ...open, openStatus: "CLOSED_PERMANENTLY" })).toBe("CLOSED_PERMANENTLY");
    expect(selectability({ ...open, openStatus: "CLOSED_TEMPORARILY" })).toBe("CLOSED_TEMPORARILY");
    expect(selectability({ ...open, verified: "FAILED" })).toBe("VERIFICATION_FAILED");
    expect(selectability({ ...open, verified: "PENDING" })).toBe("VERIFICATION_PENDING");
    for (const state of [
      { ...open, duplicateLocation: true },
      { ...open, openStatus: "CLOSED_TEMPORARILY" },
      { ...open, verified: "PENDING" },
    ])
      expect(isSelectable(state)).toBe(false);
  });

  it("offers a verification only for a never-verified open store", () => {
    expect(selectability({ ...open, verified: null })).toBe("UNVERIFIED");
    expect(canVerify({ ...open, verified: null })).toBe(true);
    expect(canVerify({ ...open, verified: null, openStatus: "CLOSED_PERMANENTLY" })).toBe(false);
    expect(canVerify({ ...open, verified: null, duplicateLocation: true })).toBe(false);
    expect(canVerify(open)).toBe(false);
  });
});
