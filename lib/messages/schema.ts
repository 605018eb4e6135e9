import { z } from "zod";
import { MAX_REPLY_LENGTH, MAX_SEARCH_LENGTH, MAX_TEMPLATE_NAME } from "./rules";

// Shared by the reply box, the template form and the resolvers: one set of rules for both sides.

const text = z
  .string()
  .trim()
  .min(1, { message: "required" })
  .max(MAX_REPLY_LENGTH, { message: "tooLong" });

export const sendMessageSchema = z.object({
  conversationId: z.uuid({ message: "invalidId" }),
  text,
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export const replyFormSchema = z.object({ text });
export type ReplyFormInput = z.infer<typeof replyFormSchema>;

export const conversationFilterSchema = z.object({
  locationIds: z.array(z.uuid({ message: "invalidId" })).max(100).optional(),
  workspaceId: z.uuid({ message: "invalidId" }).optional(),
  unreadOnly: z.boolean().optional(),
  search: z.string().trim().max(MAX_SEARCH_LENGTH, { message: "tooLong" }).optional(),
});
export type ConversationFilter = z.infer<typeof conversationFilterSchema>;

export const messageTemplateSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: "required" })
    .max(MAX_TEMPLATE_NAME, { message: "tooLong" }),
  body: text,
});
export type MessageTemplateInput = z.infer<typeof messageTemplateSchema>;
