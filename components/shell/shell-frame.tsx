"use client";

import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { matchRoute } from "@/lib/auth/permissions";
import type { SessionClaims } from "@/lib/auth/types";
import { LAYOUT } from "@/lib/constants";
import type { NavSearchScope } from "@/lib/navigation/search";
import type { LocalizedNavItem } from "@/lib/navigation/types";
import { partThemeClass } from "@/lib/theme/part-classes";
import { cn } from "@/lib/utils";
import { HorizontalNav } from "./horizontal-nav";
import { MobileNav } from "./mobile-nav";
import { Navbar } from "./navbar";
import { RouteGuard } from "./route-guard";
import { ShellStateProvider } from "./shell-state";
import { useThemeSettings } from "./theme-provider";

type ShellFrameProps = {
  claims: SessionClaims;
  /** The user's initials (userInitials), shown in the navbar's header. */
  initials: string;
  navigation: LocalizedNavItem[];
  search: NavSearchScope;
  /** The server-rendered toolbar (it holds server components: workspace selector, bell). */
  toolbar: React.ReactNode;
  children: React.ReactNode;
};

/**
 * Arranges navbar, toolbar, content and footer by the theme settings and by the route's `hide`
 * flags (lib/auth/permissions ROUTES), which are read here because only the client knows the path
 * on every navigation.
 */
export function ShellFrame({
  claims,
  initials,
  navigation,
  search,
  toolbar,
  children,
}: ShellFrameProps) {
  const t = useTranslations("shell");
  const pathname = usePathname();
  useFocusMainOnNavigation(pathname);
  const { settings } = useThemeSettings();
  const hide = matchRoute(pathname)?.route.hide ?? { navbar: false, toolbar: false, footer: false };
  const { layout, theme } = settings;
  const showNavbar = !hide.navbar && layout.config.navbar.display;
  const showToolbar = !hide.toolbar && layout.config.toolbar.display;
  const showFooter = !hide.footer && layout.config.footer.display;
  const horizontal = layout.style === "horizontal";
  const boxed = horizontal && layout.config.mode === "boxed";

  return (
    <ShellStateProvider>
      <RouteGuard claims={claims} />
      {/* The first stop of Tab: past the navigation and the toolbar, straight to the page. */}
      <a
        href="#main"
        className="bg-primary text-primary-foreground focus-visible:ring-ring sr-only z-50 rounded-md px-4 py-2 text-sm font-medium outline-none focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus-visible:ring-2 focus-visible:ring-offset-2"
      >
        {t("skipToContent")}
      </a>
      <div
        dir={settings.direction}
        data-layout={layout.style}
        className={cn(
          "bg-background text-foreground flex min-h-dvh",
          theme.main === "dark" && "dark",
          settings.customScrollbars && "custom-scrollbars",
        )}
      >
        {showNavbar && !horizontal ? (
          <Navbar
            items={navigation}
            email={claims.email}
            initials={initials}
            pathname={pathname}
            className={partThemeClass(theme.navbar, theme.main)}
          />
        ) : null}
        {showNavbar ? (
          <MobileNav
            items={navigation}
            email={claims.email}
            initials={initials}
            pathname={pathname}
            search={search}
          />
        ) : null}
        <div className="flex min-w-0 flex-1 flex-col">
          {showToolbar ? (
            <header
              className={cn(
                "bg-card text-card-foreground sticky top-0 z-20 border-b",
                partThemeClass(theme.toolbar, theme.main),
              )}
              style={{ minHeight: LAYOUT.toolbarHeight }}
            >
              {toolbar}
            </header>
          ) : null}
          {showNavbar && horizontal ? (
            <div className={partThemeClass(theme.navbar, theme.main)}>
              <HorizontalNav items={navigation} pathname={pathname} />
            </div>
          ) : null}
          <main
            id="main"
            // Reached by the skip link: focus lands here, so the next Tab is the page's first control.
            tabIndex={-1}
            className={cn("flex-1 outline-none", boxed && "mx-auto w-full max-w-6xl")}
          >
            {children}
          </main>
          {showFooter ? (
            // Spec §2: the footer is empty; it keeps its place and colour scheme.
            <footer
              className={cn("bg-card h-12 border-t", partThemeClass(theme.footer, theme.main))}
            />
          ) : null}
        </div>
      </div>
    </ShellStateProvider>
  );
}

/**
 * A link or menu item that opened another page leaves with that page, and the focus with it: the
 * next Tab would start again at the top, before the navigation. After a client navigation that
 * lost the focus, the new page's main content takes it (not on the first load, where Tab must
 * reach the skip link first).
 */
function useFocusMainOnNavigation(pathname: string) {
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [pathname]);
}
