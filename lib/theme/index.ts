export * from "./schema";
export {
  DEFAULT_THEME_SETTINGS,
  defaultLayout,
  isNavbarFolded,
  withLayoutStyle,
  withNavbarFolded,
} from "./defaults";
export { parseThemeSettings } from "./parse";
export { partThemeClass } from "./part-classes";
export { THEME_STORAGE_KEY, readGuestTheme, writeGuestTheme } from "./storage";
