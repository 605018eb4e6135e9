import { DEFAULT_THEME_SETTINGS } from "./defaults";
import { themeSettingsSchema, type ThemeSettingsValue } from "./schema";

// Stored settings may predate the schema or be tampered with: fall back to the defaults instead of
// breaking the page.
export function parseThemeSettings(value: unknown): ThemeSettingsValue {
  const parsed = themeSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_THEME_SETTINGS;
}
