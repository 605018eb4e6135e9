import { LOCALE_COOKIE, resolveLocale, type Locale } from "./config";

/** As the server would resolve it: cookie, then languages. */
export function readBrowserLocale(): Locale {
  const cookie = document.cookie
    .split("; ")
    .find((entry) => entry.startsWith(`${LOCALE_COOKIE}=`))
    ?.split("=")[1];
  return resolveLocale(cookie, navigator.languages.join(","));
}
