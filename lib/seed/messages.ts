import "server-only";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/db/client";
import { locations } from "@/lib/db/schema";
import { simConversations, simMessages } from "@/lib/maps-simulator/messages/schema";
import { simLocations } from "@/lib/maps-simulator/schema";
import { importConversation } from "@/lib/messages/service";

/**
 * The conversations the simulator seeded for a tenant's stores, as the webhook would have
 * delivered them: a customer's messages after the store's last answer stay unread.
 */
export async function seedTenantConversations(db: Db, tenantId: string): Promise<number> {
  // Both schemas have a "locations" table: the simulator's goes by another name here.
  const simLocation = alias(simLocations, "sim_location");
  const placeId = sql<string>`${simLocation.data} -> 'metadata' ->> 'placeId'`;
  const rows = await db
    .select({
      locationId: locations.id,
      conversationId: simConversations.id,
      customerName: simConversations.customerName,
      messageId: simMessages.messageId,
      sender: simMessages.sender,
      displayName: simMessages.displayName,
      text: simMessages.text,
      createTime: simMessages.createTime,
    })
    .from(locations)
    .innerJoin(simLocation, eq(placeId, locations.placeId))
    .innerJoin(simConversations, eq(simConversations.locationId, simLocation.id))
    .innerJoin(simMessages, eq(simMessages.conversationId, simConversations.id))
    .where(and(eq(locations.tenantId, tenantId), isNotNull(locations.placeId)))
    .orderBy(asc(simConversations.id), asc(simMessages.createTime));
  const byConversation = new Map<string, typeof rows>();
  for (const row of rows) {
    const list = byConversation.get(row.conversationId) ?? [];
    list.push(row);
    byConversation.set(row.conversationId, list);
  }
  for (const [conversationId, messages] of byConversation) {
    const lastAgent = messages.findLastIndex((message) => message.sender === "AGENT");
    await importConversation(db, {
      tenantId,
      locationId: messages[0]!.locationId,
      providerId: conversationId,
      customerName: messages[0]!.customerName,
      messages: messages.map((message, index) => ({
        providerMessageId: message.messageId,
        author: message.sender === "AGENT" ? "AGENT" : "CUSTOMER",
        authorName: message.displayName,
        text: message.text,
        sentAt: message.createTime,
        unread: message.sender === "USER" && index > lastAgent,
      })),
    });
  }
  return byConversation.size;
}
