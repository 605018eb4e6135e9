"use client";

import { useTranslations } from "next-intl";
import { Card, CardContent } from "@/components/ui/card";
import { Segmented } from "@/components/shell/segmented";
import { useThemeSettings } from "@/components/shell/theme-provider";
import { MAIN_THEMES } from "@/lib/theme/options";

/** The profile's theme choice; the toolbar's theme panel holds the finer settings. Saved at once. */
export function ThemeSummary() {
  const t = useTranslations("theme");
  const { settings, update } = useThemeSettings();
  return (
    <Card>
      <CardContent className="flex flex-col gap-3">
        <h2 className="text-sm font-semibold">{t("profileTitle")}</h2>
        <p className="text-muted-foreground text-sm">{t("profileHint")}</p>
        <Segmented
          label={t("parts.main")}
          value={settings.theme.main}
          options={MAIN_THEMES.map((value) => ({ value, label: t(`schemes.${value}`) }))}
          onChange={(main) => update({ ...settings, theme: { ...settings.theme, main } })}
        />
      </CardContent>
    </Card>
  );
}
