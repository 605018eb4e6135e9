import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { emailOutbox } from "@/lib/db/schema";
import type { OutboxRow } from "./outbox";

export const DEFAULT_FROM = "StorePlus <reports@storeplus.local>";

type Transport = { sendMail: (message: Record<string, unknown>) => Promise<unknown> };

/** Without SMTP_URL mail is caught. */
async function smtpTransport(env: NodeJS.ProcessEnv): Promise<Transport | null> {
  const url = env.SMTP_URL?.trim();
  if (!url) return null;
  const nodemailer = await import("nodemailer");
  return nodemailer.createTransport(url);
}

function mailOf(row: OutboxRow, from: string) {
  return {
    from,
    to: row.recipients,
    subject: row.subject,
    text: row.text,
    html: row.html ?? undefined,
    attachments: row.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.base64, "base64"),
    })),
  };
}

// CAUGHT when no SMTP is configured: they stay for the mail catcher.
export async function deliverPending(
  db: Db,
  ids?: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const pending = eq(emailOutbox.status, "PENDING");
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(ids ? and(pending, inArray(emailOutbox.id, ids)) : pending)
    .orderBy(asc(emailOutbox.createdAt))
    .limit(50);
  if (rows.length === 0) return;
  const transport = await smtpTransport(env);
  const from = env.SMTP_FROM?.trim() || DEFAULT_FROM;
  for (const row of rows) {
    const update = await outcome(transport, row, from);
    // Only a row still PENDING changes: another worker that sent it first wins.
    await db
      .update(emailOutbox)
      .set(update)
      .where(and(eq(emailOutbox.id, row.id), pending));
  }
}

async function outcome(transport: Transport | null, row: OutboxRow, from: string) {
  if (!transport) return { status: "CAUGHT", error: null };
  try {
    await transport.sendMail(mailOf(row, from));
    return { status: "SENT", error: null, sentAt: new Date() };
  } catch (error) {
    return { status: "FAILED", error: (error as Error).message.slice(0, 500) };
  }
}
