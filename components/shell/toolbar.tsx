import { Suspense } from "react";
import { LanguageMenu } from "@/components/language-menu";
import type { NavSearchScope } from "@/lib/navigation/search";
import { DrawerToggle } from "./drawer-toggle";
import { NavigationSearch } from "./navigation-search";
import { NotificationsBell } from "./notifications-bell";
import { ThemeSettingsPanel } from "./theme-settings-panel";
import { UserMenu, type UserMenuUser } from "./user-menu";
import { WorkspaceSelector } from "./workspace-selector";

type ToolbarProps = {
  user: UserMenuUser | null;
  search: NavSearchScope;
  /** showsNotificationsBell(user) of lib/navigation, decided by the layout. */
  showBell: boolean;
};

/**
 * The top toolbar (spec §2): workspace selector, notifications bell, user menu, language menu, plus
 * the navigation search and the theme settings panel. A server component: only its leaves ship JS.
 * The workspace selector and the bell load their own data and stream in without holding the page.
 */
export function Toolbar({ user, search, showBell }: ToolbarProps) {
  return (
    <div className="flex h-16 items-center gap-1 px-2 sm:gap-2 sm:px-4">
      <DrawerToggle />
      <NavigationSearch scope={search} className="hidden sm:block" />
      <div className="flex-1" />
      {user ? (
        <Suspense fallback={null}>
          <WorkspaceSelector />
        </Suspense>
      ) : null}
      {user && showBell ? (
        <Suspense fallback={null}>
          <NotificationsBell />
        </Suspense>
      ) : null}
      <LanguageMenu />
      <ThemeSettingsPanel />
      <UserMenu user={user} />
    </div>
  );
}
