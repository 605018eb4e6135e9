import { z } from "zod";
import { companyNameSchema, firstNameSchema, lastNameSchema } from "@/lib/validation/name";
import { MAX_LENGTH, ONBOARDING_COUNTRIES, STORE_SLIDER } from "@/lib/constants";

// The lead's details (spec §5) without the phone's country check, which needs libphonenumber-js
// (about 30 kB gzip): the server adds it as it is (schema.ts), the form loads it when there is a
// phone to check. Nothing here may import the phone library.

export type OnboardingCountry = (typeof ONBOARDING_COUNTRIES)[number];

export function isOnboardingCountry(value: string): value is OnboardingCountry {
  return (ONBOARDING_COUNTRIES as readonly string[]).includes(value);
}

export const userInfoFieldsSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  business: companyNameSchema,
  country: z.string().refine(isOnboardingCountry, { message: "COUNTRY_ERROR" }),
  phone: z.string().trim().min(1, { message: "REQUIRED" }),
  storeNumber: z
    .number({ message: "STORES_ERROR" })
    .int({ message: "STORES_ERROR" })
    .min(STORE_SLIDER.min, { message: "STORES_ERROR" })
    .max(STORE_SLIDER.max, { message: "STORES_ERROR" }),
  position: z.string().trim().max(MAX_LENGTH.name, { message: "LENGTH_ERROR" }).optional(),
  termsAccepted: z.literal(true, { message: "TERMS_ERROR" }),
});

/** Where and when the phone's country check reports, for both sides' refine. */
export const PHONE_CHECK = {
  path: ["phone"],
  message: "PHONE_ERROR",
  // Checked even while other fields are invalid, so the form shows it on blur like the others.
  when: ({ value }: { value: unknown }) => {
    const { phone, country } = value as { phone?: unknown; country?: unknown };
    return typeof phone === "string" && phone.trim() !== "" && typeof country === "string";
  },
};
