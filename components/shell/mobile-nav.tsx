"use client";

import { useTranslations } from "next-intl";
import { Sheet, SheetContent, SheetTitle } from "@/components/ui/sheet";
import { LAYOUT } from "@/lib/constants";
import type { NavSearchScope } from "@/lib/navigation/search";
import type { LocalizedNavItem } from "@/lib/navigation/types";
import { NavList } from "./nav-list";
import { NavbarHeader } from "./navbar-header";
import { NavigationSearch } from "./navigation-search";
import { useShellState } from "./shell-state";

/** The temporary drawer of narrow screens; choosing an item closes it (spec §2). */
export function MobileNav({
  items,
  email,
  initials,
  pathname,
  search,
}: {
  items: LocalizedNavItem[];
  email: string;
  initials: string;
  pathname: string;
  search: NavSearchScope;
}) {
  const t = useTranslations("shell");
  const { drawerOpen, setDrawerOpen } = useShellState();
  return (
    <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
      <SheetContent
        side="left"
        className="gap-0 p-0 sm:max-w-none"
        style={{ width: LAYOUT.navbarWidth, maxWidth: "85vw" }}
        aria-describedby={undefined}
      >
        <SheetTitle className="sr-only">{t("navigation")}</SheetTitle>
        <NavbarHeader email={email} initials={initials} className="pe-12" />
        {/* The toolbar has no room for the search on narrow screens: it lives here. */}
        <div className="border-b p-3 sm:hidden">
          <NavigationSearch
            scope={search}
            className="max-w-none"
            onNavigate={() => setDrawerOpen(false)}
          />
        </div>
        <nav
          aria-label={t("navigation")}
          className="flex-1 overflow-y-auto"
          data-testid="mobile-nav"
        >
          <NavList items={items} pathname={pathname} onNavigate={() => setDrawerOpen(false)} />
        </nav>
      </SheetContent>
    </Sheet>
  );
}
