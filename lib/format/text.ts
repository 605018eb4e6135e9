import { FILE_NAME_DISPLAY_LENGTH } from "@/lib/constants";

/** Text as searches and comparisons read it: accents off, lower case ("Pizzería" → "pizzeria"). */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  const first = Array.from(words[0])[0] ?? "";
  const last = words.length > 1 ? (Array.from(words[words.length - 1])[0] ?? "") : "";
  return (first + last).toUpperCase();
}

// The one rule for a person's initials wherever an avatar shows them; without a name, the email's
// local part split at dots, dashes and underscores ("lead.user@…" → "LU").
export function userInitials(user: {
  firstName?: string | null;
  lastName?: string | null;
  email: string;
}): string {
  const fromName = initials(`${user.firstName ?? ""} ${user.lastName ?? ""}`);
  if (fromName) return fromName;
  const local = user.email.split("@")[0] ?? "";
  return initials(local.replace(/[._+-]+/g, " "));
}

// Spec §9: file names in displays cut to 10.
export function truncate(text: string, max = FILE_NAME_DISPLAY_LENGTH): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join("")}…`;
}
