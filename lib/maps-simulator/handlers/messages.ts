import "server-only";
import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db/client";
import {
  BUSINESS_MESSAGES_MAX_TEXT,
  businessMessagesClientToken,
} from "@/lib/maps/business-messages";
import { requireAdminKey } from "../admin-auth";
import { invalidArgument, json, notFound, readJsonObject, SimApiError } from "../http";
import { loadLocation } from "../location-access";
import { webhookBody, deliverToWebhook } from "../messages/webhook";
import {
  addMessage,
  createConversation,
  findConversation,
  listConversationMessages,
} from "../messages/store";
import { sha256Hex } from "../tokens";
import { timingSafeEqual } from "node:crypto";

// conversations.messages.create of Business Messages, and the admin API that plays the customer.

/** The partner authenticates with its credential; the simulator takes the client token for it. */
function requirePartner(request: Request): void {
  const token = businessMessagesClientToken();
  const given = /^Bearer (.+)$/.exec(request.headers.get("authorization") ?? "")?.[1];
  if (!given)
    throw new SimApiError(
      "UNAUTHENTICATED",
      "Request is missing required authentication credential.",
    );
  const same =
    token !== null && timingSafeEqual(Buffer.from(sha256Hex(given)), Buffer.from(sha256Hex(token)));
  if (!same) throw new SimApiError("PERMISSION_DENIED", "The caller does not have permission");
}

function readText(raw: unknown): string {
  if (typeof raw !== "string" || !raw.trim()) throw invalidArgument("text", "Field is required");
  if (raw.length > BUSINESS_MESSAGES_MAX_TEXT)
    throw invalidArgument("text", `Must be at most ${BUSINESS_MESSAGES_MAX_TEXT} characters`);
  return raw;
}

function messageResource(
  conversationId: string,
  message: { messageId: string; text: string; displayName: string; sender: string },
) {
  return {
    name: `conversations/${conversationId}/messages/${message.messageId}`,
    messageId: message.messageId,
    representative: {
      representativeType: message.sender === "AGENT" ? "HUMAN" : "USER",
      displayName: message.displayName,
    },
    text: message.text,
  };
}

export async function createMessage(request: Request, conversationId: string): Promise<Response> {
  requirePartner(request);
  const body = await readJsonObject(request);
  const db = await getDb();
  const conversation = await findConversation(db, conversationId);
  // Google answers PERMISSION_DENIED for an unknown conversation too.
  if (!conversation)
    throw new SimApiError("PERMISSION_DENIED", "The caller does not have permission");
  const messageId = typeof body.messageId === "string" && body.messageId ? body.messageId : "";
  if (!/^[\w-]{1,100}$/.test(messageId)) throw invalidArgument("messageId", "Field is required");
  const representative = (body.representative ?? {}) as Record<string, unknown>;
  if (representative.representativeType !== "HUMAN" && representative.representativeType !== "BOT")
    throw invalidArgument("representative.representativeType", "HUMAN or BOT");
  const displayName =
    typeof representative.displayName === "string" && representative.displayName.trim()
      ? representative.displayName.trim().slice(0, 100)
      : "Agent";
  const text = readText(body.text);
  const existing = (await listConversationMessages(db, conversation.id)).find(
    (message) => message.messageId === messageId,
  );
  if (existing)
    throw new SimApiError("ALREADY_EXISTS", "Message with this messageId already exists.");
  const saved = await addMessage(db, {
    conversationId: conversation.id,
    messageId,
    sender: "AGENT",
    displayName,
    text,
  });
  return json(messageResource(conversation.id, saved));
}

/**
 * A customer writes to a store now: into `conversation` when given, else a new one with the store
 * named by `location`. The webhook is called before answering, so a test sees the app's status.
 */
export async function adminCustomerMessage(request: Request): Promise<Response> {
  requireAdminKey(request);
  const body = await readJsonObject(request);
  const text = readText(body.text);
  const db = await getDb();
  let conversation =
    typeof body.conversation === "string"
      ? await findConversation(db, body.conversation.replace(/^conversations\//, ""))
      : null;
  if (typeof body.conversation === "string" && !conversation) throw notFound();
  const locationId =
    conversation?.locationId ??
    (typeof body.location === "string" ? body.location.replace(/^locations\//, "") : "");
  const location = await loadLocation(db, locationId);
  const placeId = location.data.metadata?.placeId;
  if (!placeId) throw invalidArgument("location", "The location is not published");
  if (!conversation) {
    const name =
      typeof body.customerName === "string" && body.customerName.trim()
        ? body.customerName.trim().slice(0, 100)
        : "Sim Customer";
    const locale =
      body.locale === "en" || body.locale === "es"
        ? body.locale
        : location.languageCode.slice(0, 2);
    conversation = await createConversation(db, {
      locationId: location.id,
      customerName: name,
      locale,
    });
  }
  const message = await addMessage(db, {
    conversationId: conversation.id,
    messageId: randomUUID(),
    sender: "USER",
    displayName: conversation.customerName,
    text,
  });
  const webhookStatus = await deliverToWebhook(
    webhookBody({ ...conversation, accountId: location.accountId, placeId }, message),
  );
  return json({
    conversation: `conversations/${conversation.id}`,
    message: messageResource(conversation.id, message),
    webhookStatus,
  });
}

/** The simulator's record of a conversation: what the store's replies look like on Google's side. */
export async function adminListMessages(
  request: Request,
  conversationId: string,
): Promise<Response> {
  requireAdminKey(request);
  const db = await getDb();
  const conversation = await findConversation(db, conversationId);
  if (!conversation) throw notFound();
  const messages = await listConversationMessages(db, conversation.id);
  return json({
    conversation: `conversations/${conversation.id}`,
    location: `locations/${conversation.locationId}`,
    customerName: conversation.customerName,
    messages: messages.map((message) => ({
      ...messageResource(conversation.id, message),
      createTime: message.createTime.toISOString(),
    })),
  });
}
