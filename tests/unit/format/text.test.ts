import { describe, expect, it } from "vitest";
import { FILE_NAME_DISPLAY_LENGTH } from "@/lib/constants";
import { initials, truncate } from "@/lib/format/text";

describe("initials", () => {
  it("takes the first letters of the first and last words", () => {
    expect(initials("Ana María López")).toBe("AL");
    expect(initials("  juan  ")).toBe("J");
    expect(initials("")).toBe("");
  });

  it("does not split characters outside the basic plane", () => {
    expect(initials("𝒜lice Smith")).toBe("𝒜S");
  });
});

describe("truncate", () => {
  it("cuts file names to the display length with an ellipsis", () => {
    expect(truncate("quarterly-report.pdf")).toBe(
      `${"quarterly-report.pdf".slice(0, FILE_NAME_DISPLAY_LENGTH)}…`,
    );
    expect(truncate("short.pdf")).toBe("short.pdf");
    expect(truncate("abcdef", 3)).toBe("abc…");
  });
});
