import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { Db } from "@/lib/db/client";
import { getOutboxMessage, type OutboxReader } from "@/lib/mail/outbox";
import { attachmentHref } from "./mail-links";

/** One caught email: who it was for, its text and its attachments. */
export async function MailMessage({
  db,
  reader,
  id,
}: {
  db: Db;
  reader: OutboxReader;
  id: string;
}) {
  const [t, message] = await Promise.all([
    getTranslations("reportSharing.mail"),
    getOutboxMessage(db, reader, id),
  ]);
  if (!message) notFound();
  return (
    <Card data-testid="mail-message">
      <CardHeader className="flex flex-col gap-1">
        <Link className="text-sm underline" href="/dev/mail">
          {t("back")}
        </Link>
        <CardTitle as="h2" className="text-lg">
          {message.subject}
        </CardTitle>
        <p className="text-muted-foreground text-sm">
          {t("recipients")}: {message.recipients.join(", ")} ·{" "}
          {t(`statuses.${message.status as "SENT"}`)}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <section aria-label={t("body")}>
          <pre className="font-sans text-sm whitespace-pre-wrap">{message.text}</pre>
        </section>
        {message.attachments.length > 0 ? (
          <section className="flex flex-col gap-1" aria-label={t("attachments")}>
            <h3 className="text-sm font-semibold">{t("attachments")}</h3>
            {message.attachments.map((attachment, index) => (
              <a key={index} className="text-sm underline" href={attachmentHref(message.id, index)}>
                {attachment.filename}
              </a>
            ))}
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
