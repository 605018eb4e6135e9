import { isValidPhone } from "@/lib/validation/phone";
import type { PhoneNumbersValues } from "./schema";

// The country check of a store's phones. Apart from lib/stores/schema.ts because the phone library
// is large: the server imports it, the forms load it when they first check a phone.

/** Phones that are not valid numbers of the store's country, as issues on their fields. */
export function phoneIssues(phones: PhoneNumbersValues, region: string) {
  const all = [phones.primaryPhone, ...phones.additionalPhones];
  const issues = all.flatMap((phone, i) =>
    isValidPhone(phone, region)
      ? []
      : [{ path: i === 0 ? "primaryPhone" : `additionalPhones.${i - 1}`, message: "invalidPhone" }],
  );
  if (new Set(all).size !== all.length)
    issues.push({ path: "additionalPhones", message: "repeated" });
  return issues;
}
