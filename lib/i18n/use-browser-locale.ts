"use client";

import { useEffect, useState } from "react";
import type { Locale } from "./config";
import { readBrowserLocale } from "./browser-locale";

/** Null while rendering on the server and hydrating. */
export function useBrowserLocale(): Locale | null {
  const [locale, setLocale] = useState<Locale | null>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- document is only there after mount
  useEffect(() => setLocale(readBrowserLocale()), []);
  return locale;
}
