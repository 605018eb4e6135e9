import { getLocale, getTranslations } from "next-intl/server";
import { formatDate } from "@/lib/format/date";
import type { ConversationThreadQuery } from "@/lib/graphql/generated/client/graphql";
import type { Locale } from "@/lib/i18n/config";
import { cn } from "@/lib/utils";

type Message = ConversationThreadQuery["conversation"]["messages"][number];

/** The conversation's messages, oldest first: the customer's on the left, the store's on the right. */
export async function Thread({ messages }: { messages: Message[] }) {
  const t = await getTranslations("directMessages.thread");
  const locale = (await getLocale()) as Locale;
  return (
    <section aria-labelledby="thread-heading" className="flex flex-col gap-2">
      <h2 id="thread-heading" className="sr-only">
        {t("messages")}
      </h2>
      <ol className="flex flex-col gap-3" data-testid="thread">
        {messages.map((message) => {
          const mine = message.author === "AGENT";
          const sentAt = new Date(message.sentAt);
          return (
            <li
              key={message.id}
              data-author={message.author}
              className={cn(
                "flex max-w-[85%] flex-col gap-1 rounded-lg px-3 py-2 text-sm",
                mine ? "bg-primary text-primary-foreground self-end" : "bg-muted self-start",
              )}
            >
              <span className="text-xs font-medium">
                {mine ? t("fromStore", { name: message.authorName }) : message.authorName}
              </span>
              <p className="[overflow-wrap:anywhere] whitespace-pre-line">{message.text}</p>
              <time dateTime={sentAt.toISOString()} className="text-xs opacity-90">
                {formatDate(sentAt, locale)} {sentAt.toISOString().slice(11, 16)} UTC
              </time>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
