// No zod here: the shell's client components read these, and the schema would ship all of zod.
import type { LayoutStyle } from "./options";
import type { ThemeLayout, ThemeSettingsValue } from "./schema";

/** Spec §4: changing the style resets to it. */
export function defaultLayout(style: LayoutStyle): ThemeLayout {
  if (style === "horizontal") {
    return {
      style,
      config: {
        mode: "fullwidth",
        navbar: { display: true },
        toolbar: { display: true },
        footer: { display: true },
      },
    };
  }
  return {
    style,
    config: {
      navbar: { display: true, folded: false },
      toolbar: { display: true },
      footer: { display: true },
    },
  };
}

export const DEFAULT_THEME_SETTINGS: ThemeSettingsValue = {
  layout: defaultLayout("vertical"),
  theme: { main: "light", navbar: "brand", toolbar: "main", footer: "main" },
  direction: "ltr",
  customScrollbars: true,
};

export function withLayoutStyle(
  settings: ThemeSettingsValue,
  style: LayoutStyle,
): ThemeSettingsValue {
  if (settings.layout.style === style) return settings;
  return { ...settings, layout: defaultLayout(style) };
}

/** Horizontal layouts never fold. */
export function isNavbarFolded(settings: ThemeSettingsValue): boolean {
  return settings.layout.style === "vertical" && settings.layout.config.navbar.folded;
}

export function withNavbarFolded(
  settings: ThemeSettingsValue,
  folded: boolean,
): ThemeSettingsValue {
  if (settings.layout.style !== "vertical") return settings;
  const { config } = settings.layout;
  return {
    ...settings,
    layout: { style: "vertical", config: { ...config, navbar: { ...config.navbar, folded } } },
  };
}
