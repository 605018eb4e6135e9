"use client";

import { Palette } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { MountOnUse } from "@/components/ui/mount-on-use";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import { Switch } from "@/components/ui/switch";
import { LAYOUT } from "@/lib/constants";
import { withLayoutStyle } from "@/lib/theme/defaults";
import { DIRECTIONS, LAYOUT_STYLES, MAIN_THEMES, PART_THEMES } from "@/lib/theme/options";
import type { ThemeSettingsValue } from "@/lib/theme/schema";
import { Segmented } from "./segmented";
import { useThemeSettings } from "./theme-provider";

type Part = "navbar" | "toolbar" | "footer";

/** The theme settings panel (spec §2, width 380). Every change applies at once and is saved. */
export function ThemeSettingsPanel() {
  const t = useTranslations("theme");
  const { settings, update } = useThemeSettings();
  const { layout } = settings;
  const set = (patch: Partial<ThemeSettingsValue>) => update({ ...settings, ...patch });
  const setPart = (part: Part | "main", value: string) =>
    set({ theme: { ...settings.theme, [part]: value } });
  const setDisplay = (part: Part, display: boolean) =>
    update({
      ...settings,
      layout: {
        ...layout,
        config: { ...layout.config, [part]: { ...layout.config[part], display } },
      } as ThemeSettingsValue["layout"],
    });

  const trigger = (
    <Button variant="ghost" size="icon" aria-label={t("open")} data-testid="theme-settings-trigger">
      <Palette aria-hidden />
    </Button>
  );
  return (
    <MountOnUse popup="dialog" trigger={trigger}>
      {(button) => (
        <Sheet>
          <SheetTrigger asChild>{button}</SheetTrigger>
          <SheetContent
            side="right"
            className="overflow-y-auto sm:max-w-none"
            style={{ width: LAYOUT.settingsPanelWidth, maxWidth: "100vw" }}
          >
            <SheetHeader>
              <SheetTitle>{t("title")}</SheetTitle>
              <SheetDescription>{t("description")}</SheetDescription>
            </SheetHeader>
            <div className="flex flex-col gap-6 px-4 pb-6">
              <Section title={t("layoutStyle")}>
                <Segmented
                  label={t("layoutStyle")}
                  value={layout.style}
                  options={LAYOUT_STYLES.map((value) => ({ value, label: t(`styles.${value}`) }))}
                  onChange={(style) => update(withLayoutStyle(settings, style))}
                />
                <p className="text-muted-foreground text-xs">{t("styleResets")}</p>
                {layout.style === "vertical" ? (
                  <Toggle
                    id="theme-navbar-folded"
                    label={t("navbarFolded")}
                    checked={layout.config.navbar.folded}
                    onChange={(folded) =>
                      update({
                        ...settings,
                        layout: {
                          style: "vertical",
                          config: { ...layout.config, navbar: { ...layout.config.navbar, folded } },
                        },
                      })
                    }
                  />
                ) : (
                  <Segmented
                    label={t("contentMode")}
                    value={layout.config.mode}
                    options={(["fullwidth", "boxed"] as const).map((value) => ({
                      value,
                      label: t(`modes.${value}`),
                    }))}
                    onChange={(mode) =>
                      update({
                        ...settings,
                        layout: { style: "horizontal", config: { ...layout.config, mode } },
                      })
                    }
                  />
                )}
                {(["navbar", "toolbar", "footer"] as const).map((part) => (
                  <Toggle
                    key={part}
                    id={`theme-display-${part}`}
                    label={t(`display.${part}`)}
                    checked={layout.config[part].display}
                    onChange={(display) => setDisplay(part, display)}
                  />
                ))}
              </Section>
              <Section title={t("direction")}>
                <Segmented
                  label={t("direction")}
                  value={settings.direction}
                  options={DIRECTIONS.map((value) => ({ value, label: t(`directions.${value}`) }))}
                  onChange={(direction) => set({ direction })}
                />
              </Section>
              <Section title={t("colours")}>
                <PartRow label={t("parts.main")}>
                  <Segmented
                    label={t("parts.main")}
                    value={settings.theme.main}
                    options={MAIN_THEMES.map((value) => ({ value, label: t(`schemes.${value}`) }))}
                    onChange={(value) => setPart("main", value)}
                  />
                </PartRow>
                {(["navbar", "toolbar", "footer"] as const).map((part) => (
                  <PartRow key={part} label={t(`parts.${part}`)}>
                    <Segmented
                      label={t(`parts.${part}`)}
                      value={settings.theme[part]}
                      options={PART_THEMES.map((value) => ({
                        value,
                        label: t(`schemes.${value}`),
                      }))}
                      onChange={(value) => setPart(part, value)}
                    />
                  </PartRow>
                ))}
              </Section>
              <Toggle
                id="theme-custom-scrollbars"
                label={t("customScrollbars")}
                checked={settings.customScrollbars}
                onChange={(customScrollbars) => set({ customScrollbars })}
              />
            </div>
          </SheetContent>
        </Sheet>
      )}
    </MountOnUse>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function PartRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-muted-foreground text-xs">{label}</span>
      {children}
    </div>
  );
}

function Toggle(props: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-4">
      <Label htmlFor={props.id} className="text-sm font-normal">
        {props.label}
      </Label>
      <Switch id={props.id} checked={props.checked} onCheckedChange={props.onChange} />
    </div>
  );
}
