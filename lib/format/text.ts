import { FILE_NAME_DISPLAY_LENGTH } from "@/lib/constants";

/** Up to two initials for an avatar: "Ana María López" → "AL", "" → "". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "";
  const first = Array.from(words[0])[0] ?? "";
  const last = words.length > 1 ? (Array.from(words[words.length - 1])[0] ?? "") : "";
  return (first + last).toUpperCase();
}

/** Cuts text to `max` characters with an ellipsis (spec §9: file names in displays cut to 10). */
export function truncate(text: string, max = FILE_NAME_DISPLAY_LENGTH): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join("")}…`;
}
