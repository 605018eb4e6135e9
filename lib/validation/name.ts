import { z } from "zod";
import { MAX_LENGTH, MIN_NAME_LENGTH } from "@/lib/constants";
import { lengthIssue } from "./length";

// Spec §5's "alphanumeric" means "no symbols", not "ASCII": real names need every script and their
// punctuation ("Jean-Pierre", "O'Brien", "Acme S.A.").

/** A person's name holds no digits; a company's may ("7-Eleven", "3M", "Café 24"). */
export type NameKind = "person" | "company";

export type NameFieldError = "REQUIRED" | "LENGTH_ERROR" | "ALPHANUMERIC_ERROR";

// Words joined by one space, hyphen, apostrophe or period ("St. John", "S.A.", "'t Hooft"); so
// "--", "Ana  Paula" and "O''Brien" are refused.
const pattern = (word: string) => new RegExp(`^['’]?${word}(?:(?:[-'’ ]|\\. ?)${word})*\\.?$`, "u");
const PATTERNS: Record<NameKind, RegExp> = {
  person: pattern("\\p{L}[\\p{L}\\p{M}]*"),
  company: pattern("[\\p{L}\\p{Nd}][\\p{L}\\p{M}\\p{Nd}]*"),
};

export function nameFieldError(
  raw: string,
  kind: NameKind,
  max: number = MAX_LENGTH.name,
): NameFieldError | null {
  const value = raw.trim();
  if (value === "") return "REQUIRED";
  if (!PATTERNS[kind].test(value)) return "ALPHANUMERIC_ERROR";
  // Counted as the reader counts characters: "José" is 4 whether its accent is composed or not.
  if (lengthIssue(value, { min: MIN_NAME_LENGTH, max })) return "LENGTH_ERROR";
  return null;
}

const checked = (kind: NameKind, max: number) => (value: string, ctx: z.RefinementCtx) => {
  const error = nameFieldError(value, kind, max);
  if (error) ctx.addIssue({ code: "custom", message: error });
};

/** Stored composed (NFC), so equal names compare equal. */
const requiredName = (kind: NameKind, max: number) =>
  z
    .string()
    .trim()
    .superRefine(checked(kind, max))
    .transform((value) => value.normalize("NFC"));

export const firstNameSchema = requiredName("person", MAX_LENGTH.name);
export const lastNameSchema = requiredName("person", MAX_LENGTH.lastName);
export const companyNameSchema = requiredName("company", MAX_LENGTH.company);

export const optionalCompanyNameSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (value !== "") checked("company", MAX_LENGTH.company)(value, ctx);
  })
  .transform((value) => (value === "" ? null : value.normalize("NFC")));
