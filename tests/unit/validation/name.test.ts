// Real names were refused ("Li", "Jean-Pierre", "O'Brien", "Acme S.A.", "Nora's Bakery") and the
// profile took company names onboarding refused: one rule now serves both.
import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import {
  companyNameSchema,
  firstNameSchema,
  nameFieldError,
  optionalCompanyNameSchema,
} from "@/lib/validation/name";

describe("the names of the first-use report", () => {
  it("accepts Li, Jean-Pierre and O'Brien as a person's name", () => {
    for (const value of ["Li", "Jean-Pierre", "O'Brien"])
      expect(nameFieldError(value, "person"), value).toBeNull();
  });

  it("accepts Acme S.A. and Nora's Bakery as a company name", () => {
    for (const value of ["Acme S.A.", "Nora's Bakery"])
      expect(nameFieldError(value, "company"), value).toBeNull();
  });
});

describe("letters of every language, and the punctuation names are written with", () => {
  it.each([
    "José María",
    "Muñoz Pérez",
    "O’Brien",
    "Zoë",
    "Nguyễn",
    "李娜",
    "Ἀλέξανδρος",
    "محمد",
    "सुरेश",
    "Müller-Lüdenscheidt",
    "St. John",
    "J.R.R.",
    "d'Artagnan",
    "'t Hooft",
  ])("accepts %s", (value) => {
    expect(nameFieldError(value, "person")).toBeNull();
    expect(nameFieldError(value, "company")).toBeNull();
  });

  it("counts an accent as part of its letter, composed or not, and stores it composed", () => {
    const decomposed = "Jose\u0301";
    expect(nameFieldError(decomposed, "person")).toBeNull();
    expect(nameFieldError(`Ab${"e\u0301".repeat(18)}`, "person")).toBeNull();
    expect(firstNameSchema.parse(` ${decomposed} `)).toBe("José");
  });
});

describe("what stays refused", () => {
  it.each([
    "Ana!",
    "<script>",
    "Jo$é",
    "Café & Co",
    "Ana  Paula",
    "O''Brien",
    "Jean--Pierre",
    "--",
    ".",
    "-Ana",
    "Ana-",
    "Ana_Paula",
    "ana@example.com",
  ])("refuses %s with ALPHANUMERIC_ERROR", (value) => {
    expect(nameFieldError(value, "person")).toBe("ALPHANUMERIC_ERROR");
    expect(nameFieldError(value, "company")).toBe("ALPHANUMERIC_ERROR");
  });

  it("answers LENGTH_ERROR below 2 or above 20 characters, REQUIRED when empty", () => {
    expect(nameFieldError("A", "person")).toBe("LENGTH_ERROR");
    expect(nameFieldError("李", "person")).toBe("LENGTH_ERROR");
    expect(nameFieldError("a".repeat(20), "person")).toBeNull();
    expect(nameFieldError("a".repeat(21), "person")).toBe("LENGTH_ERROR");
    expect(nameFieldError("   ", "person")).toBe("REQUIRED");
    expect(nameFieldError("  Lía  ", "person")).toBeNull();
  });
});

describe("digits", () => {
  it("belong in a company name, not in a person's", () => {
    for (const value of ["7-Eleven", "3M", "Café 24", "24 Horas S.A."]) {
      expect(nameFieldError(value, "company"), value).toBeNull();
      expect(nameFieldError(value, "person"), value).toBe("ALPHANUMERIC_ERROR");
    }
  });
});

describe("schemas", () => {
  it("trims, and reports the rule's key", () => {
    expect(companyNameSchema.parse("  Acme S.A. ")).toBe("Acme S.A.");
    expect(companyNameSchema.safeParse("Nora & Co").error?.issues[0]?.message).toBe(
      "ALPHANUMERIC_ERROR",
    );
  });

  it("lets the profile leave the company out, and checks it when given", () => {
    expect(optionalCompanyNameSchema.parse("  ")).toBeNull();
    expect(optionalCompanyNameSchema.parse("Nora's Bakery")).toBe("Nora's Bakery");
    expect(optionalCompanyNameSchema.safeParse("A").error?.issues[0]?.message).toBe("LENGTH_ERROR");
  });
});

describe("the message says what is allowed, in both languages", () => {
  it.each([
    ["en", en, "numbers"],
    ["es", es, "números"],
  ] as const)("%s: a company may have digits, a person may not", (locale, messages, digits) => {
    for (const namespace of ["onboarding.validation", "profile.validation"] as const) {
      const t = createTranslator({ locale, messages, namespace });
      expect(t("ALPHANUMERIC_ERROR", { field: "business" })).toContain(digits);
      expect(t("ALPHANUMERIC_ERROR", { field: "firstName" })).not.toContain(digits);
    }
  });
});
