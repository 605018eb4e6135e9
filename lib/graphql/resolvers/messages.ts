import "server-only";
import { z } from "zod";
import type { ConversationMessage as MessageRow } from "@/lib/db/schema";
import { listStoreOptions } from "@/lib/locations/store-options";
import { MessagesError } from "@/lib/messages/errors";
import { messagesProvider } from "@/lib/messages/provider";
import {
  getConversation,
  listConversations,
  listMessageTemplates,
  listThread,
  unreadSummary,
  type ConversationRow,
} from "@/lib/messages/queries";
import { MAX_CONVERSATIONS_PAGE } from "@/lib/messages/rules";
import { reviewLocationsSchema } from "@/lib/reviews/schema";
import { conversationFilterSchema } from "@/lib/messages/schema";
import {
  createMessageTemplate,
  deleteMessageTemplate,
  markConversationRead,
  sendReply,
  updateMessageTemplate,
} from "@/lib/messages/service";
import type { GraphQLContext } from "../context";
import { badUserInput, notFound } from "../errors";
import type { MutationResolvers, QueryResolvers } from "../generated/resolvers";
import { sectionCaller } from "../guards";
import { parseInput, withoutNulls } from "../validate";
import { listWorkspace } from "../workspace-arg";

// Direct messages' API (spec §6: ADMIN and DIRECT_MESSAGES): thin over lib/messages.

const caller = (ctx: GraphQLContext) => sectionCaller(ctx, "direct_messages");
const idSchema = z.uuid({ message: "invalidId" });
const pageSchema = z.object({
  limit: z.number().int().min(1).max(MAX_CONVERSATIONS_PAGE).default(20),
  offset: z.number().int().min(0).default(0),
});

/** The module's refusals as public errors. */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof MessagesError)) throw error;
    if (error.code === "NOT_FOUND") throw notFound("Conversation not found");
    if (error.code === "INPUT") throw badUserInput(error.issues);
    const message = error.code === "RETIRED" ? "messagesRetired" : "providerFailed";
    throw badUserInput([{ path: "text", message }]);
  }
}

function conversationShape(row: ConversationRow) {
  return {
    id: row.id,
    unread: row.unreadCount,
    locationId: row.locationId,
    storeName: row.storeName,
    customerName: row.customerName,
    lastMessage: row.lastMessageText,
    lastMessageAt: row.lastMessageAt,
  };
}

function messageShape(row: MessageRow) {
  return {
    id: row.id,
    author: row.author,
    authorName: row.authorName,
    text: row.text,
    sentAt: row.sentAt,
  };
}

const providerStates = { available: "AVAILABLE", retired: "RETIRED", off: "OFF" } as const;

type Query = Pick<
  QueryResolvers,
  | "conversations"
  | "conversation"
  | "messagesUnread"
  | "messageTemplates"
  | "messagesProviderState"
  | "messageLocations"
>;
type Mutation = Pick<
  MutationResolvers,
  "sendMessage" | "createMessageTemplate" | "updateMessageTemplate" | "deleteMessageTemplate"
>;

export const messagesResolvers: { Query: Query; Mutation: Mutation } = {
  Query: {
    conversations: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      const filter = parseInput(conversationFilterSchema, withoutNulls(args.filter ?? {}));
      const page = parseInput(pageSchema, withoutNulls({ limit: args.limit, offset: args.offset }));
      const workspace = await listWorkspace(ctx, tenantId, filter.workspaceId);
      const result = await listConversations(ctx.db, { tenantId, filter, workspace, ...page });
      return { total: result.total, items: result.items.map(conversationShape) };
    },
    conversation: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      const id = parseInput(idSchema, args.id);
      // Reading the thread is what reads it: the unread count drops as it opens.
      if (!(await markConversationRead(ctx.db, { tenantId, id })))
        throw notFound("Conversation not found");
      const [conversation, messages] = await Promise.all([
        getConversation(ctx.db, { tenantId, id }),
        listThread(ctx.db, { tenantId, conversationId: id }),
      ]);
      if (!conversation) throw notFound("Conversation not found");
      return {
        conversation: conversationShape(conversation),
        messages: messages.map(messageShape),
      };
    },
    messagesUnread: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      const workspace = await listWorkspace(
        ctx,
        tenantId,
        args.workspaceId ? parseInput(idSchema, args.workspaceId) : undefined,
      );
      return unreadSummary(ctx.db, { tenantId, workspace });
    },
    messageTemplates: async (_parent, _args, ctx) => {
      const { tenantId } = caller(ctx);
      return listMessageTemplates(ctx.db, { tenantId });
    },
    messageLocations: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      const params = parseInput(reviewLocationsSchema, withoutNulls(args));
      const workspace = await listWorkspace(ctx, tenantId, params.workspaceId);
      return listStoreOptions(ctx.db, { ...params, tenantId, workspace });
    },
    messagesProviderState: (_parent, _args, ctx) => {
      caller(ctx);
      return providerStates[messagesProvider().state];
    },
  },
  Mutation: {
    sendMessage: async (_parent, args, ctx) => {
      const { tenantId, userId } = caller(ctx);
      const user = ctx.user!;
      const representativeName =
        `${user.firstName} ${user.lastName}`.trim() || user.username || "StorePlus";
      const row = await refusing(() =>
        sendReply(ctx.db, {
          tenantId,
          userId,
          representativeName,
          conversationId: args.conversationId,
          text: args.text,
        }),
      );
      return messageShape(row);
    },
    createMessageTemplate: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      return refusing(() => createMessageTemplate(ctx.db, { tenantId, input: args.input }));
    },
    updateMessageTemplate: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      const id = parseInput(idSchema, args.id);
      return refusing(() => updateMessageTemplate(ctx.db, { tenantId, id, input: args.input }));
    },
    deleteMessageTemplate: async (_parent, args, ctx) => {
      const { tenantId } = caller(ctx);
      const id = parseInput(idSchema, args.id);
      await refusing(() => deleteMessageTemplate(ctx.db, { tenantId, id }));
      return true;
    },
  },
};
