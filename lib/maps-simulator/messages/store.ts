import "server-only";
import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { seededChats } from "./seeded";
import { simConversations, simMessages, type SimMessage } from "./schema";

const BATCH = 500;

export type SimConversation = typeof simConversations.$inferSelect;

export async function findConversation(db: Db, id: string): Promise<SimConversation | null> {
  const [row] = await db.select().from(simConversations).where(eq(simConversations.id, id));
  return row ?? null;
}

export async function listConversationMessages(db: Db, id: string): Promise<SimMessage[]> {
  return db
    .select()
    .from(simMessages)
    .where(eq(simMessages.conversationId, id))
    .orderBy(asc(simMessages.createTime), asc(simMessages.messageId));
}

export async function createConversation(
  db: Db,
  input: { locationId: string; customerName: string; locale: string },
): Promise<SimConversation> {
  const [row] = await db
    .insert(simConversations)
    .values({ id: randomUUID(), ...input })
    .returning();
  return row!;
}

export async function addMessage(
  db: Db,
  message: Omit<SimMessage, "createTime"> & { createTime?: Date },
): Promise<SimMessage> {
  const [row] = await db.insert(simMessages).values(message).returning();
  return row!;
}

/** Stable chats for every published store, dated back from `now`. */
export async function seedConversations(
  db: Db,
  locations: { id: string; languageCode: string }[],
  now: Date,
): Promise<void> {
  const conversations: (typeof simConversations.$inferInsert)[] = [];
  const messages: (typeof simMessages.$inferInsert)[] = [];
  for (const location of locations) {
    for (const chat of seededChats(location.id, location.languageCode)) {
      const first = chat.messages[0]!;
      conversations.push({
        id: chat.id,
        locationId: location.id,
        customerName: chat.customerName,
        locale: chat.locale,
        createTime: new Date(now.getTime() - first.minutesAgo * 60_000),
      });
      chat.messages.forEach((message, index) =>
        messages.push({
          conversationId: chat.id,
          messageId: `${chat.id.slice(0, 8)}-${index}`,
          sender: message.sender,
          displayName: message.sender === "USER" ? chat.customerName : "Store team",
          text: message.text,
          createTime: new Date(now.getTime() - message.minutesAgo * 60_000),
        }),
      );
    }
  }
  for (let i = 0; i < conversations.length; i += BATCH)
    await db.insert(simConversations).values(conversations.slice(i, i + BATCH));
  for (let i = 0; i < messages.length; i += BATCH)
    await db.insert(simMessages).values(messages.slice(i, i + BATCH));
}
