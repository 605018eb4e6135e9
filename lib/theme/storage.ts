import { parseThemeSettings } from "./parse";
import type { ThemeSettingsValue } from "./schema";

/** Signed-in users keep theirs in their profile. */
export const THEME_STORAGE_KEY = "sp.themeSettings";

export function readGuestTheme(storage: Pick<Storage, "getItem">): ThemeSettingsValue | null {
  const raw = storage.getItem(THEME_STORAGE_KEY);
  if (!raw) return null;
  try {
    return parseThemeSettings(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeGuestTheme(
  storage: Pick<Storage, "setItem">,
  settings: ThemeSettingsValue,
): void {
  storage.setItem(THEME_STORAGE_KEY, JSON.stringify(settings));
}
