import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import {
  conversationMessages,
  conversations,
  locations,
  messageTemplates,
  type MessageTemplate,
} from "@/lib/db/schema";
import type { BusinessMessagesWebhook } from "@/lib/maps/business-messages";
import { recordNotifications } from "@/lib/notifications/service";
import { MessagesError } from "./errors";
import { messagesProvider, type MessagesProvider } from "./provider";
import { getConversation } from "./queries";
import { messageTemplateSchema, sendMessageSchema, type MessageTemplateInput } from "./schema";

type Scope = { tenantId: string };

function parsed<T>(result: { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } }): T {
  if (result.success) return result.data;
  throw new MessagesError(
    "INPUT",
    result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
  );
}

type IncomingMessage = {
  tenantId: string;
  locationId: string;
  providerId: string;
  customerName: string;
  providerMessageId: string;
  author: "CUSTOMER" | "AGENT";
  authorName: string;
  text: string;
  sentAt: Date;
  /** Whether the message counts as unread (a customer's, not yet seen). */
  unread: boolean;
};

/** Stores one message of a conversation; a message already stored changes nothing. */
async function storeMessage(tx: Db, message: IncomingMessage): Promise<{ conversationId: string; created: boolean }> {
  const [conversation] = await tx
    .insert(conversations)
    .values({
      tenantId: message.tenantId,
      locationId: message.locationId,
      providerId: message.providerId,
      customerName: message.customerName,
      lastMessageAt: message.sentAt,
    })
    .onConflictDoUpdate({
      target: [conversations.tenantId, conversations.providerId],
      set: { customerName: sql`${conversations.customerName}` },
    })
    .returning({ id: conversations.id });
  const [inserted] = await tx
    .insert(conversationMessages)
    .values({
      tenantId: message.tenantId,
      conversationId: conversation!.id,
      providerMessageId: message.providerMessageId,
      author: message.author,
      authorName: message.authorName,
      text: message.text,
      sentAt: message.sentAt,
    })
    .onConflictDoNothing()
    .returning({ id: conversationMessages.id });
  if (!inserted) return { conversationId: conversation!.id, created: false };
  await tx
    .update(conversations)
    .set({
      lastMessageText: sql`case when ${conversations.lastMessageAt} <= ${message.sentAt.toISOString()}::timestamptz or ${conversations.lastMessageText} = '' then ${message.text} else ${conversations.lastMessageText} end`,
      lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${message.sentAt.toISOString()}::timestamptz)`,
      unreadCount: message.unread ? sql`${conversations.unreadCount} + 1` : sql`${conversations.unreadCount}`,
    })
    .where(eq(conversations.id, conversation!.id));
  return { conversationId: conversation!.id, created: true };
}

export type ReceivedMessage = { tenantId: string; conversationId: string; locationId: string; created: boolean };

/**
 * A customer's message from the provider's webhook, stored for every tenant holding the store it
 * was sent to (its place id). A redelivered message is stored once.
 */
export async function receiveCustomerMessage(
  db: Db,
  body: BusinessMessagesWebhook,
): Promise<ReceivedMessage[]> {
  const placeId = body.context.placeId;
  if (!placeId) return [];
  const stores = await db
    .select({ id: locations.id, tenantId: locations.tenantId })
    .from(locations)
    .where(eq(locations.placeId, placeId));
  const customerName = body.context.userInfo?.displayName?.trim() || "Customer";
  return db.transaction(async (tx) => {
    const received: ReceivedMessage[] = [];
    for (const store of stores) {
      const result = await storeMessage(tx as unknown as Db, {
        tenantId: store.tenantId,
        locationId: store.id,
        providerId: body.conversationId,
        customerName,
        providerMessageId: body.message.messageId,
        author: "CUSTOMER",
        authorName: customerName,
        text: body.message.text,
        sentAt: new Date(body.message.createTime),
        unread: true,
      });
      received.push({ ...result, tenantId: store.tenantId, locationId: store.id });
    }
    // The bell (and the phones' pushes) hear of each new message, once.
    await recordNotifications(
      tx as unknown as Db,
      received
        .filter((one) => one.created)
        .map((one) => ({
          tenantId: one.tenantId,
          type: "MESSAGE_NEW" as const,
          subject: one.conversationId,
          dedupeKey: body.message.messageId,
          locationId: one.locationId,
          infoUrl: [`/apps/direct-messages/answer-message?id=${one.conversationId}`],
        })),
    );
    return received;
  });
}

/** The demo seed's history: one conversation and its messages as the provider holds them. */
export async function importConversation(
  db: Db,
  input: Omit<IncomingMessage, "providerMessageId" | "author" | "authorName" | "text" | "sentAt" | "unread"> & {
    messages: { providerMessageId: string; author: "CUSTOMER" | "AGENT"; authorName: string; text: string; sentAt: Date; unread: boolean }[];
  },
): Promise<void> {
  const { messages, ...conversation } = input;
  for (const message of messages) await storeMessage(db, { ...conversation, ...message });
}

/** Opening a thread reads it. Answers whether the conversation is the tenant's. */
export async function markConversationRead(db: Db, { tenantId, id }: Scope & { id: string }): Promise<boolean> {
  const rows = await db
    .update(conversations)
    .set({ unreadCount: 0 })
    .where(and(eq(conversations.tenantId, tenantId), eq(conversations.id, id)))
    .returning({ id: conversations.id });
  return rows.length > 0;
}

/**
 * Sends the reply through the provider first and stores it only once the provider took it, so
 * the thread never shows a message the customer will not get. A retired provider is refused
 * before anything is read or written.
 */
export async function sendReply(
  db: Db,
  input: Scope & { userId: string; representativeName: string; conversationId: string; text: string },
  provider: MessagesProvider = messagesProvider(),
) {
  if (provider.state !== "available") throw new MessagesError("RETIRED");
  const { conversationId, text } = parsed(
    sendMessageSchema.safeParse({ conversationId: input.conversationId, text: input.text }),
  );
  const conversation = await getConversation(db, { tenantId: input.tenantId, id: conversationId });
  if (!conversation) throw new MessagesError("NOT_FOUND");
  const messageId = randomUUID();
  await provider.send({
    conversationId: conversation.providerId,
    messageId,
    text,
    representativeName: input.representativeName,
  });
  const sentAt = new Date();
  return db.transaction(async (tx) => {
    const [message] = await tx
      .insert(conversationMessages)
      .values({
        tenantId: input.tenantId,
        conversationId: conversation.id,
        providerMessageId: messageId,
        author: "AGENT",
        authorName: input.representativeName,
        userId: input.userId,
        text,
        sentAt,
      })
      .returning();
    await tx
      .update(conversations)
      .set({ lastMessageText: text, lastMessageAt: sentAt, unreadCount: 0 })
      .where(and(eq(conversations.tenantId, input.tenantId), eq(conversations.id, conversation.id)));
    return message!;
  });
}

async function requireUniqueName(tx: Db, tenantId: string, name: string, exceptId?: string) {
  const [twin] = await tx
    .select({ id: messageTemplates.id })
    .from(messageTemplates)
    .where(
      and(
        eq(messageTemplates.tenantId, tenantId),
        sql`lower(${messageTemplates.name}) = lower(${name})`,
        exceptId ? ne(messageTemplates.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (twin) throw new MessagesError("INPUT", [{ path: "name", message: "duplicateName" }]);
}

function duplicateOnRace(error: unknown): never {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  if ((cause as { code?: string }).code === "23505")
    throw new MessagesError("INPUT", [{ path: "name", message: "duplicateName" }]);
  throw error;
}

export async function createMessageTemplate(
  db: Db,
  { tenantId, input }: Scope & { input: MessageTemplateInput },
): Promise<MessageTemplate> {
  const values = parsed(messageTemplateSchema.safeParse(input));
  return db
    .transaction(async (tx) => {
      await requireUniqueName(tx as unknown as Db, tenantId, values.name);
      const [row] = await tx.insert(messageTemplates).values({ tenantId, ...values }).returning();
      return row!;
    })
    .catch(duplicateOnRace);
}

export async function updateMessageTemplate(
  db: Db,
  { tenantId, id, input }: Scope & { id: string; input: MessageTemplateInput },
): Promise<MessageTemplate> {
  const values = parsed(messageTemplateSchema.safeParse(input));
  return db
    .transaction(async (tx) => {
      await requireUniqueName(tx as unknown as Db, tenantId, values.name, id);
      const [row] = await tx
        .update(messageTemplates)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(messageTemplates.tenantId, tenantId), eq(messageTemplates.id, id)))
        .returning();
      if (!row) throw new MessagesError("NOT_FOUND");
      return row;
    })
    .catch(duplicateOnRace);
}

export async function deleteMessageTemplate(
  db: Db,
  { tenantId, id }: Scope & { id: string },
): Promise<void> {
  const rows = await db
    .delete(messageTemplates)
    .where(and(eq(messageTemplates.tenantId, tenantId), eq(messageTemplates.id, id)))
    .returning({ id: messageTemplates.id });
  if (rows.length === 0) throw new MessagesError("NOT_FOUND");
}
