import "server-only";
import { and, count, desc, eq, isNull, or, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { emailOutbox, type OutboxAttachment } from "@/lib/db/schema";

// Every email is a row first: a crash between writing and sending loses nothing, and the mail
// catcher reads the same rows.

export type OutboxMessage = {
  tenantId: string | null;
  recipients: string[];
  subject: string;
  text: string;
  html?: string | null;
  attachments?: OutboxAttachment[];
};

export type OutboxRow = typeof emailOutbox.$inferSelect;

export async function queueEmail(db: Db, message: OutboxMessage): Promise<string> {
  const [row] = await db
    .insert(emailOutbox)
    .values({ ...message, html: message.html ?? null, attachments: message.attachments ?? [] })
    .returning({ id: emailOutbox.id });
  return row!.id;
}

// A Super Admin also sees the mail that belongs to no tenant (the product's own).
export type OutboxReader = { tenantId: string; superAdmin: boolean };

function readerFilter(reader: OutboxReader): SQL {
  const own = eq(emailOutbox.tenantId, reader.tenantId);
  return reader.superAdmin ? or(own, isNull(emailOutbox.tenantId))! : own;
}

export const OUTBOX_PAGE_SIZE = 50;

export async function listOutbox(db: Db, reader: OutboxReader, page = 1) {
  const where = readerFilter(reader);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: emailOutbox.id,
        subject: emailOutbox.subject,
        recipients: emailOutbox.recipients,
        status: emailOutbox.status,
        error: emailOutbox.error,
        createdAt: emailOutbox.createdAt,
        sentAt: emailOutbox.sentAt,
        attachments: emailOutbox.attachments,
      })
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((Math.max(1, page) - 1) * OUTBOX_PAGE_SIZE),
    db.select({ n: count() }).from(emailOutbox).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    items: rows.map(({ attachments, ...row }) => ({
      ...row,
      attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.contentType })),
    })),
  };
}

/** Another tenant's answers the same as a missing one. */
export async function getOutboxMessage(
  db: Db,
  reader: OutboxReader,
  id: string,
): Promise<OutboxRow | null> {
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.id, id), readerFilter(reader)));
  return row ?? null;
}
