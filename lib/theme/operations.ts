// The theme settings the shell saves for the signed-in user, typed by codegen.
import { graphql } from "@/lib/graphql/generated/client";

export const UpdateThemeSettings = graphql(`
  mutation UpdateThemeSettings($input: ThemeSettingsInput!) {
    updateThemeSettings(input: $input) {
      direction
      customScrollbars
    }
  }
`);
