// Spec §3 "Theme settings": the choices, without zod, for the client components that list them.

export const LAYOUT_STYLES = ["vertical", "horizontal"] as const;
export type LayoutStyle = (typeof LAYOUT_STYLES)[number];

export const MAIN_THEMES = ["light", "dark"] as const;
/** Navbar, toolbar and footer may also follow the page (`main`) or use the brand colour. */
export const PART_THEMES = ["main", "light", "dark", "brand"] as const;
export type PartTheme = (typeof PART_THEMES)[number];

export const DIRECTIONS = ["ltr", "rtl"] as const;
