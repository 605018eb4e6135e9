// The theme settings the shell saves for the signed-in user, typed by codegen.

export { UpdateThemeSettingsDocument as UpdateThemeSettings } from "@/lib/graphql/generated/client/graphql";
