import { LOCALE_COOKIE, resolveLocale, type Locale } from "./config";

export function requestLocale(request: Request): Locale {
  const cookie = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`).exec(
    request.headers.get("cookie") ?? "",
  )?.[1];
  return resolveLocale(cookie, request.headers.get("accept-language"));
}
