import { isValidPhone } from "@/lib/validation/phone";
import type { PhoneNumbersValues } from "./schema";

// Apart from schema.ts because the phone library is large: the forms load it on first check.

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
