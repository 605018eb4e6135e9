"use client";

import { useState } from "react";
import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { useTranslations } from "next-intl";
import { LAYOUT } from "@/lib/constants";
import type { LocalizedNavItem } from "@/lib/navigation/types";
import { isNavbarFolded, withNavbarFolded } from "@/lib/theme/defaults";
import { cn } from "@/lib/utils";
import { NavList } from "./nav-list";
import { NavbarHeader } from "./navbar-header";
import { useThemeSettings } from "./theme-provider";

type NavbarProps = {
  items: LocalizedNavItem[];
  email: string;
  initials: string;
  pathname: string;
  className?: string;
};

/**
 * The vertical navbar of wide screens: 250 px, or 64 px folded. A folded navbar opens over the
 * content while the pointer is on it and folds again when it leaves (spec §2).
 */
export function Navbar({ items, email, initials, pathname, className }: NavbarProps) {
  const t = useTranslations("shell");
  const { settings, update } = useThemeSettings();
  const folded = isNavbarFolded(settings);
  const [hovered, setHovered] = useState(false);
  const expanded = !folded || hovered;
  const width = expanded ? LAYOUT.navbarWidth : LAYOUT.navbarFoldedWidth;

  return (
    <div
      className={cn("relative hidden shrink-0 transition-[width] duration-200 lg:block", className)}
      style={{ width: folded ? LAYOUT.navbarFoldedWidth : LAYOUT.navbarWidth }}
      data-testid="navbar"
      data-folded={folded}
      data-expanded={expanded}
    >
      <nav
        aria-label={t("navigation")}
        onMouseEnter={() => folded && setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        className={cn(
          // Fixed, so an opened folded bar lies over the content instead of pushing it.
          "bg-card text-card-foreground fixed inset-y-0 start-0 z-30 flex flex-col overflow-x-hidden border-e transition-[width] duration-200",
          folded && hovered && "z-40 shadow-xl",
        )}
        style={{ width }}
      >
        <NavbarHeader email={email} initials={initials} compact={!expanded} />
        <div className="flex-1 overflow-y-auto">
          <NavList items={items} pathname={pathname} iconsOnly={!expanded} />
        </div>
        <div className="border-t p-2">
          <button
            type="button"
            onClick={() => {
              setHovered(false);
              update(withNavbarFolded(settings, !folded));
            }}
            aria-pressed={folded}
            className="hover:bg-accent hover:text-accent-foreground flex h-10 w-full items-center gap-3 rounded-md px-3 text-sm"
          >
            {folded ? (
              <PanelLeftOpen aria-hidden className="size-5" />
            ) : (
              <PanelLeftClose aria-hidden className="size-5" />
            )}
            <span className={cn(!expanded && "sr-only")}>{folded ? t("unfold") : t("fold")}</span>
          </button>
        </div>
      </nav>
    </div>
  );
}
