"use client";

import { Menu } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useShellState } from "./shell-state";

/** Opens the navigation drawer on narrow screens. */
export function DrawerToggle() {
  const t = useTranslations("shell");
  const { drawerOpen, setDrawerOpen } = useShellState();
  return (
    <Button
      variant="ghost"
      size="icon"
      className="lg:hidden"
      aria-label={t("openNavigation")}
      aria-expanded={drawerOpen}
      onClick={() => setDrawerOpen(true)}
    >
      <Menu aria-hidden />
    </Button>
  );
}
