import { describe, expect, it } from "vitest";
import {
  DEFAULT_THEME_SETTINGS,
  defaultLayout,
  isNavbarFolded,
  parseThemeSettings,
  readGuestTheme,
  THEME_STORAGE_KEY,
  themeSettingsSchema,
  withLayoutStyle,
  withNavbarFolded,
  writeGuestTheme,
} from "@/lib/theme";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

describe("theme settings schema", () => {
  it("accepts the defaults and both layout styles' default configs", () => {
    expect(themeSettingsSchema.safeParse(DEFAULT_THEME_SETTINGS).success).toBe(true);
    for (const style of ["vertical", "horizontal"] as const) {
      const settings = { ...DEFAULT_THEME_SETTINGS, layout: defaultLayout(style) };
      expect(themeSettingsSchema.safeParse(settings).success).toBe(true);
    }
  });

  it("rejects unknown themes, directions, extra keys and a config of the other style", () => {
    const bad = [
      { ...DEFAULT_THEME_SETTINGS, theme: { ...DEFAULT_THEME_SETTINGS.theme, navbar: "neon" } },
      { ...DEFAULT_THEME_SETTINGS, theme: { ...DEFAULT_THEME_SETTINGS.theme, main: "brand" } },
      { ...DEFAULT_THEME_SETTINGS, direction: "ttb" },
      { ...DEFAULT_THEME_SETTINGS, extra: true },
      {
        ...DEFAULT_THEME_SETTINGS,
        layout: { style: "horizontal", config: defaultLayout("vertical").config },
      },
      { ...DEFAULT_THEME_SETTINGS, customScrollbars: "yes" },
    ];
    for (const value of bad) expect(themeSettingsSchema.safeParse(value).success).toBe(false);
  });

  it("falls back to the defaults for stored values that do not parse", () => {
    expect(parseThemeSettings(null)).toEqual(DEFAULT_THEME_SETTINGS);
    expect(parseThemeSettings({ layout: { style: "grid" } })).toEqual(DEFAULT_THEME_SETTINGS);
  });
});

describe("layout style changes", () => {
  it("reset the new style's config", () => {
    const folded = withNavbarFolded(DEFAULT_THEME_SETTINGS, true);
    expect(isNavbarFolded(folded)).toBe(true);
    const horizontal = withLayoutStyle(folded, "horizontal");
    expect(horizontal.layout).toEqual(defaultLayout("horizontal"));
    // Other settings survive the change.
    expect(horizontal.theme).toEqual(folded.theme);
    const backToVertical = withLayoutStyle(horizontal, "vertical");
    expect(backToVertical.layout).toEqual(defaultLayout("vertical"));
    expect(isNavbarFolded(backToVertical)).toBe(false);
  });

  it("keep the config when the same style is chosen again", () => {
    const folded = withNavbarFolded(DEFAULT_THEME_SETTINGS, true);
    expect(withLayoutStyle(folded, "vertical")).toBe(folded);
  });

  it("never fold a horizontal layout", () => {
    const horizontal = withLayoutStyle(DEFAULT_THEME_SETTINGS, "horizontal");
    expect(withNavbarFolded(horizontal, true)).toBe(horizontal);
    expect(isNavbarFolded(horizontal)).toBe(false);
  });
});

describe("guest storage", () => {
  it("round-trips settings through local storage", () => {
    const storage = memoryStorage();
    expect(readGuestTheme(storage)).toBeNull();
    const dark = {
      ...DEFAULT_THEME_SETTINGS,
      theme: { ...DEFAULT_THEME_SETTINGS.theme, main: "dark" as const },
    };
    writeGuestTheme(storage, dark);
    expect(JSON.parse(storage.map.get(THEME_STORAGE_KEY)!)).toEqual(dark);
    expect(readGuestTheme(storage)).toEqual(dark);
  });

  it("ignores corrupt stored text", () => {
    const storage = memoryStorage();
    storage.setItem(THEME_STORAGE_KEY, "{not json");
    expect(readGuestTheme(storage)).toBeNull();
    storage.setItem(THEME_STORAGE_KEY, JSON.stringify({ theme: "x" }));
    expect(readGuestTheme(storage)).toEqual(DEFAULT_THEME_SETTINGS);
  });
});
