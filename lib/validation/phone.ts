// Phone rules shared by onboarding and the profile: libphonenumber-js decides what is valid.
import {
  isValidPhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from "libphonenumber-js";

export function isValidPhone(phone: string, country: string): boolean {
  if (phone.trim() === "") return false;
  try {
    return isValidPhoneNumber(phone, country as CountryCode);
  } catch {
    return false;
  }
}

/** The number in E.164 (+5491155550100), as it is stored. Call only on a valid number. */
export function phoneToE164(phone: string, country: string): string {
  return parsePhoneNumberFromString(phone, country as CountryCode)?.number ?? phone.trim();
}
