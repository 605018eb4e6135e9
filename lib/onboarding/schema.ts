import { z } from "zod";
import { isValidPhone, phoneToE164 } from "@/lib/validation/phone";
import { ONBOARDING_MAX_LOCATIONS, ONBOARDING_MIN_LOCATIONS } from "@/lib/constants";
import {
  isOnboardingCountry,
  PHONE_CHECK,
  userInfoFieldsSchema,
  type OnboardingCountry,
} from "./user-info-fields";

// Spec §5 "Onboarding and login".

export { isOnboardingCountry, type OnboardingCountry };

export function isValidPhoneFor(phone: string, country: string): boolean {
  return isOnboardingCountry(country) && isValidPhone(phone, country);
}

export function toE164(phone: string, country: OnboardingCountry): string {
  return phoneToE164(phone, country);
}

export const userInfoSchema = userInfoFieldsSchema.refine(
  (value) => isValidPhoneFor(value.phone, value.country),
  PHONE_CHECK,
);

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
