import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { locations } from "./locations";
import { tenants } from "./tenants";
import { users } from "./users";

/** A customer's chat with one store, as the messaging provider names it (`conversationId`). */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    locationId: uuid("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    providerId: text("provider_id").notNull(),
    customerName: text("customer_name").notNull(),
    lastMessageText: text("last_message_text").notNull().default(""),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull(),
    /** Customer messages since staff last opened the thread. */
    unreadCount: integer("unread_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversations_tenant_provider_idx").on(t.tenantId, t.providerId),
    index("conversations_tenant_last_idx").on(t.tenantId, t.lastMessageAt, t.id),
    index("conversations_tenant_location_idx").on(t.tenantId, t.locationId),
  ],
);

export type Conversation = typeof conversations.$inferSelect;

export const conversationMessages = pgTable(
  "conversation_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    /** The provider's messageId: a webhook delivered twice stores one message. */
    providerMessageId: text("provider_message_id").notNull(),
    /** CUSTOMER or AGENT. */
    author: text("author").$type<"CUSTOMER" | "AGENT">().notNull(),
    authorName: text("author_name").notNull(),
    /** Who of the staff answered (agent messages). */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("conversation_messages_provider_idx").on(t.conversationId, t.providerMessageId),
    index("conversation_messages_thread_idx").on(t.tenantId, t.conversationId, t.sentAt),
  ],
);

export type ConversationMessage = typeof conversationMessages.$inferSelect;

/** A tenant's quick replies; {firstName} and {storeName} are filled in when used. */
export const messageTemplates = pgTable(
  "message_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("message_templates_tenant_name_idx").on(t.tenantId, sql`lower(${t.name})`)],
);

export type MessageTemplate = typeof messageTemplates.$inferSelect;
