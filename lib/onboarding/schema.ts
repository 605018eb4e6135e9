import { z } from "zod";
import { companyNameSchema, firstNameSchema, lastNameSchema } from "@/lib/validation/name";
import { isValidPhone, phoneToE164 } from "@/lib/validation/phone";
import {
  MAX_LENGTH,
  ONBOARDING_COUNTRIES,
  ONBOARDING_MAX_LOCATIONS,
  ONBOARDING_MIN_LOCATIONS,
  STORE_SLIDER,
} from "@/lib/constants";

// Spec §5 "Onboarding and login".

export type OnboardingCountry = (typeof ONBOARDING_COUNTRIES)[number];

export function isOnboardingCountry(value: string): value is OnboardingCountry {
  return (ONBOARDING_COUNTRIES as readonly string[]).includes(value);
}

export function isValidPhoneFor(phone: string, country: string): boolean {
  return isOnboardingCountry(country) && isValidPhone(phone, country);
}

export function toE164(phone: string, country: OnboardingCountry): string {
  return phoneToE164(phone, country);
}

export const userInfoSchema = z
  .object({
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
  })
  .refine((value) => isValidPhoneFor(value.phone, value.country), {
    path: ["phone"],
    message: "PHONE_ERROR",
    // Checked even while other fields are invalid, so the form shows it on blur like the others.
    when: ({ value }) => {
      const { phone, country } = value as { phone?: unknown; country?: unknown };
      return typeof phone === "string" && phone.trim() !== "" && typeof country === "string";
    },
  });

export type UserInfoInput = z.input<typeof userInfoSchema>;
export type UserInfo = z.output<typeof userInfoSchema>;

export const googleLocationIdSchema = z
  .string()
  .regex(/^locations\/\d{1,30}$/, { message: "LOCATION_ID_ERROR" });

export const selectedLocationsSchema = z
  .array(googleLocationIdSchema)
  .min(ONBOARDING_MIN_LOCATIONS, { message: "LOCATIONS_MIN_ERROR" })
  .max(ONBOARDING_MAX_LOCATIONS, { message: "LOCATIONS_MAX_ERROR" })
  .refine((ids) => new Set(ids).size === ids.length, { message: "LOCATIONS_REPEATED_ERROR" });

export const verifyLocationSchema = z.object({
  tenant: z.string().min(1),
  email: z.string().trim().min(1),
  locationGoogleId: googleLocationIdSchema,
});

export const ONBOARDING_VALIDATION_KEYS = [
  "REQUIRED",
  "LENGTH_ERROR",
  "ALPHANUMERIC_ERROR",
  "COUNTRY_ERROR",
  "PHONE_ERROR",
  "STORES_ERROR",
  "TERMS_ERROR",
  "LOCATION_ID_ERROR",
  "LOCATIONS_MIN_ERROR",
  "LOCATIONS_MAX_ERROR",
  "LOCATIONS_REPEATED_ERROR",
] as const;
