import "server-only";
import { and, asc, count, desc, eq, gt, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { escapeLike } from "@/lib/db/list-query";
import {
  conversationMessages,
  conversations,
  locations,
  messageTemplates,
  searchFold,
  workspaceLocations,
  type ConversationMessage,
  type MessageTemplate,
} from "@/lib/db/schema";
import type { ListWorkspace } from "@/lib/locations/list-workspace";
import type { ConversationFilter } from "./schema";

type Scope = { tenantId: string };

export type ConversationRow = {
  id: string;
  locationId: string;
  storeName: string;
  customerName: string;
  lastMessageText: string;
  lastMessageAt: Date;
  unreadCount: number;
};

const rowColumns = {
  id: conversations.id,
  locationId: conversations.locationId,
  storeName: locations.locationName,
  customerName: conversations.customerName,
  lastMessageText: conversations.lastMessageText,
  lastMessageAt: conversations.lastMessageAt,
  unreadCount: conversations.unreadCount,
};

function inWorkspace(workspace: ListWorkspace | undefined): SQL | undefined {
  if (!workspace || workspace.isDefault) return undefined;
  return sql`${conversations.locationId} in (select ${workspaceLocations.locationId} from ${workspaceLocations} where ${workspaceLocations.workspaceId} = ${workspace.id})`;
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return sql`(${searchFold(conversations.customerName)} like ${searchFold(pattern)} or ${searchFold(conversations.lastMessageText)} like ${searchFold(pattern)} or ${searchFold(locations.locationName)} like ${searchFold(pattern)})`;
}

function conditions(tenantId: string, filter: ConversationFilter, workspace?: ListWorkspace) {
  return and(
    eq(conversations.tenantId, tenantId),
    filter.locationIds?.length
      ? sql`${conversations.locationId} = any(${sql.param(filter.locationIds)}::uuid[])`
      : undefined,
    filter.unreadOnly ? gt(conversations.unreadCount, 0) : undefined,
    inWorkspace(workspace),
    searchCondition(filter.search),
  );
}

/** Newest first; the store join keeps the tenant on both sides. */
export async function listConversations(
  db: Db,
  {
    tenantId,
    filter,
    workspace,
    limit,
    offset,
  }: Scope & { filter: ConversationFilter; workspace?: ListWorkspace; limit: number; offset: number },
): Promise<{ total: number; items: ConversationRow[] }> {
  const where = conditions(tenantId, filter, workspace);
  const join = and(
    eq(locations.id, conversations.locationId),
    eq(locations.tenantId, conversations.tenantId),
  );
  const [items, [totals]] = await Promise.all([
    db
      .select(rowColumns)
      .from(conversations)
      .innerJoin(locations, join)
      .where(where)
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(conversations).innerJoin(locations, join).where(where),
  ]);
  return { total: totals?.n ?? 0, items };
}

/** Conversations with something unread, and how many messages wait, for a badge. */
export async function unreadSummary(
  db: Db,
  { tenantId, workspace }: Scope & { workspace?: ListWorkspace },
): Promise<{ conversations: number; messages: number }> {
  const [row] = await db
    .select({
      conversations: count(),
      messages: sql<number>`coalesce(sum(${conversations.unreadCount}), 0)::int`,
    })
    .from(conversations)
    .where(
      and(eq(conversations.tenantId, tenantId), gt(conversations.unreadCount, 0), inWorkspace(workspace)),
    );
  return { conversations: row?.conversations ?? 0, messages: row?.messages ?? 0 };
}

export async function getConversation(
  db: Db,
  { tenantId, id }: Scope & { id: string },
): Promise<(ConversationRow & { providerId: string }) | null> {
  const [row] = await db
    .select({ ...rowColumns, providerId: conversations.providerId })
    .from(conversations)
    .innerJoin(
      locations,
      and(eq(locations.id, conversations.locationId), eq(locations.tenantId, tenantId)),
    )
    .where(and(eq(conversations.tenantId, tenantId), eq(conversations.id, id)));
  return row ?? null;
}

export async function listThread(
  db: Db,
  { tenantId, conversationId }: Scope & { conversationId: string },
): Promise<ConversationMessage[]> {
  return db
    .select()
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.tenantId, tenantId),
        eq(conversationMessages.conversationId, conversationId),
      ),
    )
    .orderBy(asc(conversationMessages.sentAt), asc(conversationMessages.id));
}

export async function listMessageTemplates(db: Db, { tenantId }: Scope): Promise<MessageTemplate[]> {
  return db
    .select()
    .from(messageTemplates)
    .where(eq(messageTemplates.tenantId, tenantId))
    .orderBy(asc(sql`lower(${messageTemplates.name})`));
}
