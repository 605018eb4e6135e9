import { LOCALE_COOKIE, resolveLocale, type Locale } from "./config";

/** The locale as the server would resolve it, read in the browser (cookie, then languages). */
export function readBrowserLocale(): Locale {
  const cookie = document.cookie
    .split("; ")
    .find((entry) => entry.startsWith(`${LOCALE_COOKIE}=`))
    ?.split("=")[1];
  return resolveLocale(cookie, navigator.languages.join(","));
}
