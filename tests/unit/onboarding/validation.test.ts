import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import {
  isValidPhoneFor,
  ONBOARDING_VALIDATION_KEYS,
  selectedLocationsSchema,
  toE164,
  userInfoSchema,
} from "@/lib/onboarding/schema";
import { userInfoRules } from "@/app/(entry)/register-user/_components/user-info-rules";

const valid = {
  firstName: "José",
  lastName: "Muñoz Pérez",
  business: "Café 24",
  country: "AR",
  phone: "11 5555 0100",
  storeNumber: 12,
  termsAccepted: true as const,
};

const messagesOf = (input: unknown) =>
  userInfoSchema.safeParse(input).error?.issues.map((i) => `${i.path.join(".")}:${i.message}`) ??
  [];

describe("name, last name and company (spec §5)", () => {
  // The rule itself is lib/validation/name.ts (tests/unit/validation/name.test.ts); here, its use.
  it("takes real names and a company with digits, and refuses digits in a person's name", () => {
    const names = { firstName: "Li", lastName: "O'Brien", business: "7-Eleven" };
    expect(messagesOf({ ...valid, ...names })).toEqual([]);
    expect(messagesOf({ ...valid, firstName: "Ana 2" })).toEqual(["firstName:ALPHANUMERIC_ERROR"]);
  });
});

describe("phone by country", () => {
  it("checks the number for the chosen country", () => {
    expect(isValidPhoneFor("11 5555 0100", "AR")).toBe(true);
    expect(isValidPhoneFor("+1 212 555 0123", "US")).toBe(true);
    expect(isValidPhoneFor("612 34 56 78", "ES")).toBe(true);
    expect(isValidPhoneFor("612 34 56 78", "AR")).toBe(false);
    expect(isValidPhoneFor("123", "AR")).toBe(false);
    expect(isValidPhoneFor("11 5555 0100", "ZZ")).toBe(false);
    expect(toE164("11 5555 0100", "AR")).toBe("+541155550100");
  });
});

describe("user info schema", () => {
  it("accepts a complete form", () => {
    expect(messagesOf(valid)).toEqual([]);
  });

  it("refuses each rule with its key", () => {
    expect(messagesOf({ ...valid, firstName: "x".repeat(21) })).toEqual(["firstName:LENGTH_ERROR"]);
    expect(messagesOf({ ...valid, phone: "12345" })).toEqual(["phone:PHONE_ERROR"]);
    expect(messagesOf({ ...valid, country: "FR" })).toContain("country:COUNTRY_ERROR");
    expect(messagesOf({ ...valid, storeNumber: 501 })).toEqual(["storeNumber:STORES_ERROR"]);
    expect(messagesOf({ ...valid, storeNumber: 0 })).toEqual(["storeNumber:STORES_ERROR"]);
    expect(messagesOf({ ...valid, termsAccepted: false })).toEqual(["termsAccepted:TERMS_ERROR"]);
  });

  // The form's copy checks the phone asynchronously, loading the phone library on first use.
  it("answers in the form as on the server", async () => {
    const formMessagesOf = async (input: unknown) =>
      (await userInfoRules.safeParseAsync(input)).error?.issues.map(
        (i) => `${i.path.join(".")}:${i.message}`,
      ) ?? [];
    for (const input of [
      valid,
      { ...valid, phone: "12345" },
      { ...valid, phone: "612 34 56 78", country: "ES" },
      { ...valid, phone: "612 34 56 78", firstName: "Ana 2" },
      { ...valid, phone: "" },
      { ...valid, country: "FR" },
    ])
      expect(await formMessagesOf(input)).toEqual(messagesOf(input));
  });

  it("takes 1 to 10 distinct location ids", () => {
    const ids = Array.from({ length: 11 }, (_, i) => `locations/${1000 + i}`);
    expect(selectedLocationsSchema.safeParse(ids.slice(0, 10)).success).toBe(true);
    expect(selectedLocationsSchema.safeParse(ids).error?.issues[0]?.message).toBe(
      "LOCATIONS_MAX_ERROR",
    );
    expect(selectedLocationsSchema.safeParse([]).error?.issues[0]?.message).toBe(
      "LOCATIONS_MIN_ERROR",
    );
    expect(selectedLocationsSchema.safeParse(["locations/1", "locations/1"]).success).toBe(false);
    expect(selectedLocationsSchema.safeParse(["1001"]).success).toBe(false);
  });

  it("has every message key in both languages", () => {
    for (const key of ONBOARDING_VALIDATION_KEYS) {
      expect(en.onboarding.validation[key], key).toBeTruthy();
      expect(es.onboarding.validation[key], key).toBeTruthy();
    }
  });
});

describe("phone message while other fields are wrong", () => {
  it("is reported together with the other fields' messages", () => {
    const messages = messagesOf({ ...valid, firstName: "N", phone: "123" });
    expect(messages).toEqual(
      expect.arrayContaining(["firstName:LENGTH_ERROR", "phone:PHONE_ERROR"]),
    );
  });
});
