import type { PartTheme, ThemeSettingsValue } from "./schema";

// `.theme-light` and `.theme-brand` are defined in components/shell/shell-theme.css.
export function partThemeClass(part: PartTheme, main: ThemeSettingsValue["theme"]["main"]): string {
  const effective = part === "main" ? main : part;
  switch (effective) {
    case "dark":
      return "dark";
    case "brand":
      return "theme-brand";
    default:
      return "theme-light";
  }
}
