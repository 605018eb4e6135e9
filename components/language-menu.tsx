import { getLocale, getTranslations } from "next-intl/server";
import { localeMeta, type Locale } from "@/lib/i18n/config";
import { LanguageMenuClient } from "./language-menu-client";

/**
 * Language switcher (spec §1: ids en/es with title and flag). Stays on the same page: the cookie is
 * set by a server action and the server tree is refreshed in the new language.
 */
export async function LanguageMenu({ className }: { className?: string }) {
  const [t, locale] = await Promise.all([getTranslations("language"), getLocale()]);
  const current = locale as Locale;
  const labels = {
    title: t("title"),
    trigger: t("trigger", { language: localeMeta[current].title, code: current.toUpperCase() }),
    changeFailed: t("changeFailed"),
  };
  return <LanguageMenuClient current={current} labels={labels} className={className} />;
}
