// Outside a request: a link request's decisions and the link's outcome are written by resolvers of
// another tenant's admin and by jobs, so the requester's own language is read from the profile.
import "server-only";
import { and, eq } from "drizzle-orm";
import { createTranslator } from "next-intl";
import type { Db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { defaultLocale, isLocale } from "@/lib/i18n/config";
import { queueEmail } from "@/lib/mail/outbox";
import { deliverPending } from "@/lib/mail/sender";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { formatCustomerId } from "./rules";

const MESSAGES = { en, es } as const;

export type LinkNotice = "approved" | "cancelled" | "linked" | "refused";

/**
 * Tells the user who asked for the link what became of it, by email in their language. A user no
 * longer in the tenant (or none recorded) is told nothing; the mail is written with the change's
 * transaction and delivered after it.
 */
export async function queueLinkNotice(
  db: Db,
  {
    tenantId,
    userId,
    notice,
    customerId,
  }: { tenantId: string; userId: string | null; notice: LinkNotice; customerId: string },
): Promise<string | null> {
  if (!userId) return null;
  const [user] = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
  if (!user) return null;
  const locale = isLocale(user.language) ? user.language : defaultLocale;
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: "ads.mail" });
  const account = formatCustomerId(customerId);
  return queueEmail(db, {
    tenantId,
    recipients: [user.email],
    subject: t(`${notice}.subject`, { account }),
    text: t(`${notice}.body`, { account }),
  });
}

/** Sends what was queued; a mail server down leaves it for the outbox's next delivery. */
export async function deliverLinkNotice(db: Db, id: string | null): Promise<void> {
  if (id) await deliverPending(db, [id]).catch(() => undefined);
}
