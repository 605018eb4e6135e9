export * from "./schema";
export {
  DEFAULT_THEME_SETTINGS,
  defaultLayout,
  isNavbarFolded,
  parseThemeSettings,
  withLayoutStyle,
  withNavbarFolded,
} from "./defaults";
export { partThemeClass } from "./part-classes";
export { THEME_STORAGE_KEY, readGuestTheme, writeGuestTheme } from "./storage";
