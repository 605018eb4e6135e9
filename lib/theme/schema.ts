import { z } from "zod";
import { DIRECTIONS, MAIN_THEMES, PART_THEMES } from "./options";

// Spec §3 "Theme settings": one schema for the panel, local storage and the GraphQL mutation.

export { DIRECTIONS, LAYOUT_STYLES, MAIN_THEMES, PART_THEMES } from "./options";
export type { LayoutStyle, PartTheme } from "./options";

const display = z.object({ display: z.boolean() }).strict();

export const verticalConfigSchema = z
  .object({
    navbar: z.object({ display: z.boolean(), folded: z.boolean() }).strict(),
    toolbar: display,
    footer: display,
  })
  .strict();

export const horizontalConfigSchema = z
  .object({
    mode: z.enum(["fullwidth", "boxed"]),
    navbar: display,
    toolbar: display,
    footer: display,
  })
  .strict();

export const layoutSchema = z.discriminatedUnion("style", [
  z.object({ style: z.literal("vertical"), config: verticalConfigSchema }).strict(),
  z.object({ style: z.literal("horizontal"), config: horizontalConfigSchema }).strict(),
]);

export const themeSettingsSchema = z
  .object({
    layout: layoutSchema,
    theme: z
      .object({
        main: z.enum(MAIN_THEMES),
        navbar: z.enum(PART_THEMES),
        toolbar: z.enum(PART_THEMES),
        footer: z.enum(PART_THEMES),
      })
      .strict(),
    direction: z.enum(DIRECTIONS),
    customScrollbars: z.boolean(),
  })
  .strict();

export type ThemeSettingsValue = z.infer<typeof themeSettingsSchema>;
export type ThemeLayout = ThemeSettingsValue["layout"];
export type VerticalConfig = z.infer<typeof verticalConfigSchema>;
export type HorizontalConfig = z.infer<typeof horizontalConfigSchema>;
