import { LOCALE_COOKIE, resolveLocale, type Locale } from "./config";

/** The locale of a plain request (a route handler's): the cookie first, then Accept-Language. */
export function requestLocale(request: Request): Locale {
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`).exec(
    request.headers.get("cookie") ?? "",
  )?.[1];
  return resolveLocale(cookie, request.headers.get("accept-language"));
}
