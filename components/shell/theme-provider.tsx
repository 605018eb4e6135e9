"use client";

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { requestGraphQL } from "@/lib/http/request-graphql";
import { schemeCookie } from "@/lib/theme/scheme-cookie";
import type { ThemeSettingsValue } from "@/lib/theme/schema";
import { UpdateThemeSettings } from "@/lib/theme/operations";

/** Quick successive changes (toggling several switches) are saved once. */
const SAVE_DELAY_MS = 400;

const guestStorage = () => import("@/lib/theme/storage");

type ThemeContextValue = {
  settings: ThemeSettingsValue;
  update: (next: ThemeSettingsValue) => void;
};

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function useThemeSettings(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useThemeSettings needs <ThemeProvider>");
  return value;
}

/**
 * Holds the theme settings. Signed-in users start from what the server rendered (their profile) and
 * every change is saved there; guests keep theirs in local storage.
 */
export function ThemeProvider({
  initial,
  signedIn,
  children,
}: {
  initial: ThemeSettingsValue;
  signedIn: boolean;
  children: React.ReactNode;
}) {
  const t = useTranslations("theme");
  const [settings, setSettings] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (signedIn) return;
    let live = true;
    // Guests' settings live only in this browser, so they can only be applied after hydration.
    // Loaded on demand: reading them checks the schema, and zod stays off the signed-in shell.
    void guestStorage().then(({ readGuestTheme }) => {
      const stored = readGuestTheme(window.localStorage);
      if (live && stored) setSettings(stored);
    });
    return () => {
      live = false;
    };
  }, [signedIn]);

  // Portals (menus, dialogs, drawers) render under <body>: they follow the page scheme via <html>.
  useEffect(() => {
    document.documentElement.classList.toggle("dark", settings.theme.main === "dark");
    if (signedIn) document.cookie = schemeCookie(settings.theme.main);
    return () => document.documentElement.classList.remove("dark");
  }, [settings.theme.main, signedIn]);

  const update = useCallback(
    (next: ThemeSettingsValue) => {
      setSettings(next);
      if (!signedIn) {
        void guestStorage().then(({ writeGuestTheme }) =>
          writeGuestTheme(window.localStorage, next),
        );
        return;
      }
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        // A plain request: the shell ships no GraphQL client of its own.
        requestGraphQL(UpdateThemeSettings, { input: next }).catch(() =>
          toast.error(t("saveFailed")),
        );
      }, SAVE_DELAY_MS);
    },
    [signedIn, t],
  );

  const value = useMemo(() => ({ settings, update }), [settings, update]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
