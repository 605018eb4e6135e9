import "server-only";
import { getTranslations } from "next-intl/server";
import { LOGIN_LIMIT_MINUTES } from "@/lib/auth/login-limits";
import { mapsServiceMode } from "@/lib/maps/config";
import { MAX_LENGTH, ONBOARDING_MAX_LOCATIONS, TRIAL_DAYS } from "@/lib/constants";
import { CREDENTIALS_MESSAGE_KEYS } from "@/lib/validation/credentials-rules";

/**
 * Every string of the sign-in panel, translated on the server. The panel's client leaves take
 * strings, not the client-side translator, so /login ships no message-formatting code.
 */
export async function loginTexts() {
  const [t, tPassword] = await Promise.all([
    getTranslations("auth"),
    getTranslations("ui.password"),
  ]);
  const limits = { user: MAX_LENGTH.loginUser, password: MAX_LENGTH.password };
  return {
    welcome: {
      title: t("welcome.title"),
      subtitle: t("welcome.subtitle", { days: TRIAL_DAYS, stores: ONBOARDING_MAX_LOCATIONS }),
      freeTrial: t("welcome.freeTrial"),
      maps: t("welcome.maps"),
      credentials: t("welcome.credentials"),
      /** Which maps sign-ins exist, and what the panel says about them. */
      mapsMode: mapsServiceMode(),
      demoNotice: t("welcome.demoNotice"),
      mapsUnavailable: t("welcome.mapsUnavailable"),
    },
    form: {
      title: t("form.title"),
      subtitle: t("form.subtitle"),
      user: t("form.user"),
      password: t("form.password"),
      submit: t("form.submit"),
      submitting: t("form.submitting"),
      back: t("form.back"),
      passwordToggle: { show: tPassword("show"), hide: tPassword("hide") },
      validation: Object.fromEntries(
        CREDENTIALS_MESSAGE_KEYS.map((key) => [key, t(`validation.${key}`, limits)]),
      ) as Record<(typeof CREDENTIALS_MESSAGE_KEYS)[number], string>,
      wrongCredentials: t("errors.LOGIN_SERCHMAS_USER_ERROR"),
      rateLimited: t("errors.RATE_LIMITED", { minutes: LOGIN_LIMIT_MINUTES }),
    },
  };
}

export type LoginTexts = Awaited<ReturnType<typeof loginTexts>>;
