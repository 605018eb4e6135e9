import { describe, expect, it } from "vitest";
import { FILE_NAME_DISPLAY_LENGTH } from "@/lib/constants";
import { initials, truncate, userInitials } from "@/lib/format/text";

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

// Regression: the toolbar menu, the navbar and the profile showed three different initials for one user.
describe("userInitials", () => {
  it("takes the first and last name", () => {
    expect(userInitials({ firstName: "Ana", lastName: "López", email: "admin@acme.example" })).toBe(
      "AL",
    );
    expect(userInitials({ firstName: "José María", lastName: "", email: "jm@x.example" })).toBe(
      "JM",
    );
    expect(userInitials({ firstName: "ñandú", lastName: null, email: "n@x.example" })).toBe("Ñ");
  });

  it("falls back to the email's local part when there is no name", () => {
    expect(userInitials({ firstName: "", lastName: "", email: "lead.user@trial.example" })).toBe(
      "LU",
    );
    expect(userInitials({ firstName: " ", lastName: undefined, email: "admin@acme.example" })).toBe(
      "A",
    );
    expect(userInitials({ email: "ana_maria-lopez@x.example" })).toBe("AL");
    expect(userInitials({ email: "" })).toBe("");
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
