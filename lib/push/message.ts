import "server-only";
import { createTranslator } from "next-intl";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/config";
import { notificationHref, type NotificationType } from "@/lib/notifications/types";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import type { FcmMessage } from "./fcm";

const MESSAGES = { en, es } as const;

export type PushNotice = {
  notificationId: string;
  type: NotificationType;
  title: string;
  body: string;
  /** The page the notification opens, as the bell's entry opens it. */
  url: string;
  tag: string;
};

/** A notification in its user's language: the bell's wording of one update, and its store. */
export function pushNotice(
  n: { id: string; type: NotificationType; locationName: string; infoUrl: string[] },
  language: string | null,
): PushNotice {
  const locale: Locale = isLocale(language) ? language : defaultLocale;
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: "notifications" });
  return {
    notificationId: n.id,
    type: n.type,
    title: t(`types.${n.type}`, { count: 1, n: 1 }),
    body: n.locationName || t("unknownLocation"),
    url: notificationHref(n.type, n.infoUrl),
    tag: `${n.type}:${n.id}`,
  };
}

export function fcmMessage(token: string, notice: PushNotice): FcmMessage {
  return {
    token,
    notification: { title: notice.title, body: notice.body },
    data: { notificationId: notice.notificationId, type: notice.type, url: notice.url },
    android: { priority: "HIGH", notification: { tag: notice.tag } },
    apns: { payload: { aps: { sound: "default", "thread-id": notice.type } } },
  };
}

/** What the service worker (public/push-sw.js) reads from a push event. */
export function webPushPayload(notice: PushNotice): string {
  return JSON.stringify(notice);
}
