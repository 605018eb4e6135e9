import "server-only";
import { getTranslations } from "next-intl/server";
import type { NewPasswordMessageKey } from "@/lib/admin/password-rules";

const MESSAGE_KEYS: NewPasswordMessageKey[] = ["passwordTooShort", "passwordTooLong", "mismatch"];

/**
 * Every string of the set-password form, translated on the server: the form takes strings, so the
 * page ships no message-formatting code.
 */
export async function setPasswordTexts() {
  const t = await getTranslations("setPassword");
  return {
    password: t("password"),
    confirm: t("confirm"),
    rules: t("rules"),
    toggle: { show: t("show"), hide: t("hide") },
    save: t("save"),
    saving: t("saving"),
    done: t("done"),
    failed: t("failed"),
    expired: t("invalidDescription"),
    toLogin: t("toLogin"),
    validation: Object.fromEntries(
      MESSAGE_KEYS.map((key) => [key, t(`validation.${key}`)]),
    ) as Record<NewPasswordMessageKey, string>,
  };
}

export type SetPasswordTexts = Awaited<ReturnType<typeof setPasswordTexts>>;
