import { PHONE_CHECK, userInfoFieldsSchema } from "@/lib/onboarding/user-info-fields";

// The server's rules (lib/onboarding/schema.ts), with the phone's country check loading
// libphonenumber-js the first time there is a phone to check instead of with the form.
export const userInfoRules = userInfoFieldsSchema.refine(
  async ({ phone, country }) =>
    (await import("@/lib/onboarding/schema")).isValidPhoneFor(phone, country),
  PHONE_CHECK,
);
