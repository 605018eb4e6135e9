import { z } from "zod";
import { DEFAULT_COUNTRY } from "@/lib/constants";
import { locales } from "@/lib/i18n/config";
import { boundedText } from "@/lib/validation/bounded-text";
import { firstNameSchema, lastNameSchema, optionalCompanyNameSchema } from "@/lib/validation/name";
import { isValidPhone, phoneToE164 } from "@/lib/validation/phone";
import { PROFILE_LIMITS } from "./details-schema";

// The /apps/setting form and the updateProfile mutation share these schemas. Messages are keys of
// the `profile.validation` namespace, but for the shared `validation` namespace's tooLong.

export { PROFILE_LIMITS };

/** Empty text means "not set". */
const optionalText = (max: number) => boundedText({ max }).transform((value) => value || null);

/**
 * A phone number valid for its country (international "+54 …" form, or national for the default
 * country), stored in E.164 so every screen reads it the same way.
 */
export const phoneSchema = z
  .string()
  .trim()
  .refine((value) => value === "" || isValidPhone(value, DEFAULT_COUNTRY), {
    message: "PHONE_INVALID",
  })
  .transform((value) => (value === "" ? null : phoneToE164(value, DEFAULT_COUNTRY)));

const pictureSchema = boundedText({ max: PROFILE_LIMITS.pictureUrl })
  .refine((value) => value === "" || /^https?:\/\/[^\s]+$/i.test(value), { message: "URL_INVALID" })
  .refine((value) => value === "" || URL.canParse(value), { message: "URL_INVALID" })
  .transform((value) => value || null);

export const profileSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    phone: phoneSchema.default(""),
    position: optionalText(PROFILE_LIMITS.position).default(""),
    // The same rule as onboarding's company: the settings must not accept what sign-up refuses.
    business: optionalCompanyNameSchema.default(""),
    picture: pictureSchema.default(""),
    language: z.enum(locales, { message: "LANGUAGE_INVALID" }),
  })
  .strict();

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileValues = z.output<typeof profileSchema>;
