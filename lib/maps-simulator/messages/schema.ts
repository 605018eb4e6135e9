import { index, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { mapsSim, simLocations } from "../schema";

// Business Messages' side of a chat between a customer and a store's agent.

export const simConversations = mapsSim.table(
  "conversations",
  {
    /** Google's conversationId, a UUID. */
    id: text("id").primaryKey(),
    locationId: text("location_id")
      .notNull()
      .references(() => simLocations.id, { onDelete: "cascade" }),
    customerName: text("customer_name").notNull(),
    /** The customer's device locale (`userInfo.userDeviceLocale`). */
    locale: text("locale").notNull().default("es"),
    createTime: timestamp("create_time", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sim_conversations_location_idx").on(t.locationId, t.createTime)],
);

export const simMessages = mapsSim.table(
  "messages",
  {
    conversationId: text("conversation_id")
      .notNull()
      .references(() => simConversations.id, { onDelete: "cascade" }),
    messageId: text("message_id").notNull(),
    /** USER (the customer) or AGENT (the store's representative). */
    sender: text("sender").$type<"USER" | "AGENT">().notNull(),
    /** The representative's displayName, or the customer's. */
    displayName: text("display_name").notNull(),
    text: text("text").notNull(),
    createTime: timestamp("create_time", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.messageId] }),
    index("sim_messages_conversation_idx").on(t.conversationId, t.createTime),
  ],
);

export type SimMessage = typeof simMessages.$inferSelect;
