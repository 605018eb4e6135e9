import { Link } from "@/components/ui/link";
import { getLocale, getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { Db } from "@/lib/db/client";
import { formatDate } from "@/lib/format/date";
import type { Locale } from "@/lib/i18n/config";
import { listOutbox, OUTBOX_PAGE_SIZE, type OutboxReader } from "@/lib/mail/outbox";
import { attachmentHref } from "./mail-links";

/** The reader's emails, newest first, a page at a time. */
export async function MailList({
  db,
  reader,
  page,
}: {
  db: Db;
  reader: OutboxReader;
  page: number;
}) {
  const [t, locale, { items, total }] = await Promise.all([
    getTranslations("reportSharing.mail"),
    getLocale(),
    listOutbox(db, reader, page),
  ]);
  if (items.length === 0) return <p className="text-muted-foreground text-sm">{t("empty")}</p>;
  const pages = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));
  return (
    <div className="flex flex-col gap-3">
      <Table data-testid="mail-list">
        <TableHeader>
          <TableRow>
            <TableHead>{t("received")}</TableHead>
            <TableHead>{t("subject")}</TableHead>
            <TableHead>{t("recipients")}</TableHead>
            <TableHead>{t("status")}</TableHead>
            <TableHead>{t("attachments")}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id}>
              <TableCell className="whitespace-nowrap">
                {formatDate(item.createdAt, locale as Locale)}{" "}
                {item.createdAt.toISOString().slice(11, 16)}
              </TableCell>
              <TableCell>
                <Link className="underline" href={`/dev/mail?message=${item.id}`}>
                  {item.subject}
                </Link>
              </TableCell>
              <TableCell>{item.recipients.join(", ")}</TableCell>
              <TableCell>
                <Badge variant={item.status === "FAILED" ? "destructive" : "secondary"}>
                  {t(`statuses.${item.status as "SENT"}`)}
                </Badge>
              </TableCell>
              <TableCell className="flex flex-col gap-1">
                {item.attachments.map((attachment, index) => (
                  <a key={index} className="underline" href={attachmentHref(item.id, index)}>
                    {attachment.filename}
                  </a>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pages > 1 ? (
        <nav className="flex items-center gap-4 text-sm">
          {page > 1 ? <Link href={`/dev/mail?page=${page - 1}`}>{t("previous")}</Link> : null}
          <span>{t("page", { page: String(page), pages: String(pages) })}</span>
          {page < pages ? <Link href={`/dev/mail?page=${page + 1}`}>{t("next")}</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
