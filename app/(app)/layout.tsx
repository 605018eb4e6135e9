import { ClientMessages } from "@/components/common/client-messages";
import "@/components/shell/shell-theme.css";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { Suspense } from "react";
import { getTranslations } from "next-intl/server";
import { ShellFrame } from "@/components/shell/shell-frame";
import { headerWords } from "@/components/common/module-page";
import { ShellSkeleton } from "@/components/shell/shell-skeleton";
import { ThemeProvider } from "@/components/shell/theme-provider";
import { Toolbar } from "@/components/shell/toolbar";
import { logoutTokenFor } from "@/lib/auth/logout-token";
import { LOGIN_PATH, matchRoute, ROLE } from "@/lib/auth/permissions";
import { getCurrentUser, getSessionClaims } from "@/lib/auth/session";
import { claimsFor } from "@/lib/auth/user-access";
import { userInitials } from "@/lib/format/text";
import { getDb } from "@/lib/db/client";
import {
  flattenNavigation,
  localizeNavigation,
  navigationFor,
  searchesStores,
  showsNotificationsBell,
} from "@/lib/navigation";
import { pageHeaderFor } from "@/lib/navigation/page-headers";
import { PAGE_PATH_HEADER } from "@/lib/navigation/page-path";
import { DEFAULT_THEME_SETTINGS } from "@/lib/theme/defaults";
import { SCHEME_COOKIE } from "@/lib/theme/scheme-cookie";
import { getThemeSettings } from "@/lib/theme/service";

/**
 * The signed-in shell of every /apps/* page and /pages/profile. The user is loaded once per request
 * (getCurrentUser is cached) and re-checked against the database: a request that slipped past the
 * middleware without a standing session ends at /login here. Each page checks its own route with
 * guardRoute (lib/navigation/guard.ts), because a layout neither knows the path nor re-renders on
 * client navigation; the ShellFrame repeats the check in the browser on every path change.
 *
 * The page's first bytes do not wait for these reads: the skeleton goes out at once, titled with the
 * page's header when it is a module's main page, and the shell streams in its place (a session
 * found revoked then still ends at /login, by the redirect Next streams into the page).
 */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  const dark = cookieStore.get(SCHEME_COOKIE)?.value === "dark";
  // Split, not parsed as a URL: nothing in the header can make this layout throw.
  const [pathname = "/", search = ""] = (headerStore.get(PAGE_PATH_HEADER) ?? "/").split("?", 2);
  const text = pageHeaderFor(pathname, search);
  const header = text ? await headerWords(text) : null;
  return (
    <Suspense
      fallback={
        <ShellSkeleton dark={dark} header={header} hide={matchRoute(pathname)?.route.hide} />
      }
    >
      <SignedInShell>{children}</SignedInShell>
    </Suspense>
  );
}

async function SignedInShell({ children }: { children: React.ReactNode }) {
  // The theme is read beside the session check, for the user and tenant the cookie names: both
  // are in the read's WHERE, and a session that does not stand never gets past the redirect.
  const [user, t, theme] = await Promise.all([
    getCurrentUser(),
    getTranslations("nav"),
    getSessionClaims().then(async (session) =>
      session?.tenantId
        ? getThemeSettings(await getDb(), { userId: session.userId, tenantId: session.tenantId })
        : DEFAULT_THEME_SETTINGS,
    ),
  ]);
  if (!user) redirect(LOGIN_PATH);
  const claims = claimsFor(user);
  const navigation = localizeNavigation(navigationFor(claims), (key) => t(key));
  const search = { entries: flattenNavigation(navigation), stores: searchesStores(claims) };
  const menuUser = {
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    picture: user.picture,
    initials: userInitials(user),
    isAdmin: user.roles.includes(ROLE.ADMIN),
    logoutToken: logoutTokenFor(user.id, user.sessionVersion),
  };

  return (
    <ClientMessages area="shell">
      <ThemeProvider initial={theme} signedIn>
        <ShellFrame
          claims={claims}
          initials={menuUser.initials}
          navigation={navigation}
          search={search}
          toolbar={
            <Toolbar user={menuUser} search={search} showBell={showsNotificationsBell(user)} />
          }
        >
          {children}
        </ShellFrame>
      </ThemeProvider>
    </ClientMessages>
  );
}
