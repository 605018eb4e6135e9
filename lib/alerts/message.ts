import "server-only";
import { createTranslator } from "next-intl";
import { defaultLocale, isLocale, type Locale } from "@/lib/i18n/config";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import type { AlertEventKind, WebhookFormat } from "./rules";

// An alert's words in its user's language, and the JSON a chat tool's incoming webhook takes:
// Slack's `{ text, blocks }` or Teams' MessageCard.

const MESSAGES = { en, es } as const;

export type AlertEvent = { kind: AlertEventKind; data: Record<string, unknown>; createdAt: Date };
export type AlertMessage = { title: string; lines: string[]; url: string };

export function alertLocale(language: string | null | undefined): Locale {
  return isLocale(language) ? language : defaultLocale;
}

function translator(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: "alerts.message" });
}

const str = (value: unknown) => (typeof value === "string" ? value : "");
const num = (value: unknown) => (typeof value === "number" ? value : 0);

/** One event as a line; the page it opens. */
export function eventLine(event: AlertEvent, locale: Locale): { line: string; path: string } {
  const t = translator(locale);
  const { data } = event;
  const store = str(data.storeName) || "—";
  switch (event.kind) {
    case "LOW_RATING":
      return { line: t("LOW_RATING", { stars: num(data.stars), store }), path: "/apps/reviews" };
    case "RATING_DROP":
      return {
        line: t("RATING_DROP", {
          store,
          recent: num(data.recentAvg).toFixed(1),
          baseline: num(data.baselineAvg).toFixed(1),
        }),
        path: "/apps/reviews",
      };
    case "JOB_FAILED": {
      const kind = str(data.jobKind);
      const job = ["POST_PUBLISH", "LOCATION_EDIT", "LOCATION_CREATE"].includes(kind)
        ? t(`jobs.${kind as "POST_PUBLISH"}`)
        : kind;
      return {
        line: t("JOB_FAILED", { failed: num(data.failed), total: num(data.total), job }),
        path: `/apps/jobs/${str(data.jobId)}`,
      };
    }
    case "GOOGLE_UPDATE":
      return {
        line: t("GOOGLE_UPDATE", {
          store,
          fields: (Array.isArray(data.fields) ? data.fields : []).join(", ") || "—",
        }),
        path: "/apps/stores/google-updates",
      };
  }
}

/** An immediate alert: the event's line as its title, a review's words below. */
export function eventMessage(event: AlertEvent, locale: Locale, origin: string): AlertMessage {
  const t = translator(locale);
  const { line, path } = eventLine(event, locale);
  const lines: string[] = [];
  if (event.kind === "LOW_RATING") {
    const comment = str(event.data.comment);
    lines.push(
      comment
        ? t("reviewBy", { reviewer: str(event.data.reviewer) || "—", comment })
        : t("noComment"),
    );
  }
  return { title: line, lines, url: `${origin}${path}` };
}

export function digestMessage(
  events: AlertEvent[],
  day: string,
  locale: Locale,
  origin: string,
): AlertMessage {
  const t = translator(locale);
  const lines = events.map((event) => `• ${eventLine(event, locale).line}`);
  return {
    title: t("digestTitle", { count: events.length, day }),
    lines: lines.length ? lines : [t("digestEmpty")],
    url: `${origin}/apps/notifications?tab=alerts`,
  };
}

export function testMessage(locale: Locale, origin: string): AlertMessage {
  const t = translator(locale);
  return {
    title: t("testTitle"),
    lines: [t("testBody")],
    url: `${origin}/apps/notifications?tab=alerts`,
  };
}

/** The webhook's JSON body in the user's chosen format. */
export function webhookBody(message: AlertMessage, format: WebhookFormat, locale: Locale): string {
  const t = translator(locale);
  const text = [message.title, ...message.lines].join("\n");
  if (format === "TEAMS")
    return JSON.stringify({
      "@type": "MessageCard",
      "@context": "https://schema.org/extensions",
      summary: message.title,
      themeColor: "D9534F",
      title: message.title,
      text: message.lines.join("\n\n") || message.title,
      potentialAction: [
        { "@type": "OpenUri", name: t("open"), targets: [{ os: "default", uri: message.url }] },
      ],
    });
  return JSON.stringify({
    text,
    blocks: [
      { type: "header", text: { type: "plain_text", text: message.title.slice(0, 150) } },
      ...(message.lines.length
        ? [
            {
              type: "section",
              text: { type: "mrkdwn", text: message.lines.join("\n").slice(0, 3000) },
            },
          ]
        : []),
      { type: "context", elements: [{ type: "mrkdwn", text: `<${message.url}|${t("open")}>` }] },
    ],
  });
}

/** The email's subject and plain text. */
export function emailOf(message: AlertMessage, locale: Locale) {
  const t = translator(locale);
  return {
    subject: message.title,
    text: [
      message.title,
      "",
      ...message.lines,
      "",
      `${t("open")}: ${message.url}`,
      "",
      t("footer"),
    ].join("\n"),
  };
}
