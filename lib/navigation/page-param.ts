import { MAX_OFFSET } from "@/lib/validation/locations";

// No page starts past MAX_OFFSET.
export function pageParam(value: string | string[] | undefined, size = 1): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  if (!Number.isSafeInteger(page) || page < 1) return 1;
  return Math.min(page, Math.floor(MAX_OFFSET / size) + 1);
}
