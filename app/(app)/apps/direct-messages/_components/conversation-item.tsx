"use client";
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/components/ui/link";
import { formatDate } from "@/lib/format/date";
import type { ConversationFieldsFragment } from "@/lib/graphql/generated/client/graphql";
import type { Locale } from "@/lib/i18n/config";

export const answerHref = (id: string) =>
  `/apps/direct-messages/answer-message?id=${encodeURIComponent(id)}`;

/** One conversation: the customer (opening the thread), the store, the last message and its day. */
export function ConversationItem({ conversation }: { conversation: ConversationFieldsFragment }) {
  const t = useTranslations("directMessages.list");
  const locale = useLocale() as Locale;
  const headingId = useId();
  const unread = conversation.unread > 0;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="conversation-item"
      data-conversation-id={conversation.id}
      className="flex min-w-0 flex-col gap-1 p-3 sm:px-4"
    >
      <div className="flex min-w-0 items-start justify-between gap-3">
        <h3
          id={headingId}
          className={`min-w-0 text-sm ${unread ? "font-semibold" : "font-medium"}`}
        >
          <Link
            href={answerHref(conversation.id)}
            className="[overflow-wrap:anywhere] underline-offset-4 hover:underline"
          >
            {conversation.customerName}
          </Link>
        </h3>
        <div className="flex shrink-0 items-center gap-2">
          {unread ? (
            <Badge
              data-testid="unread-badge"
              aria-label={t("unreadLabel", { count: conversation.unread })}
            >
              {conversation.unread}
            </Badge>
          ) : null}
          <time
            dateTime={String(conversation.lastMessageAt)}
            className="text-muted-foreground text-xs tabular-nums"
          >
            {formatDate(conversation.lastMessageAt, locale)}
          </time>
        </div>
      </div>
      <p className="text-muted-foreground text-xs">{conversation.storeName}</p>
      <p className="line-clamp-2 text-sm [overflow-wrap:anywhere]">{conversation.lastMessage}</p>
    </article>
  );
}
