import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { appOrigin, mapsServiceMode, SIMULATOR_PATH } from "./config";

// Business Messages (retired by Google on 2024-07-31) in its real shapes: the simulator keeps the
// API alive for development and demos, and the app reads and writes these shapes only.

type Env = Record<string, string | undefined>;

export const BUSINESS_MESSAGES_FAMILY = "businessmessages";
export { BUSINESS_MESSAGES_MAX_TEXT } from "./business-messages-limits";
export const SIGNATURE_HEADER = "x-goog-signature";
export const WEBHOOK_PATH = "/api/messages/webhook";

/** The body Business Messages POSTs to the partner's webhook for a customer's message. */
export type BusinessMessagesWebhook = {
  agent: string;
  conversationId: string;
  customAgentId?: string;
  requestId: string;
  message: { messageId: string; name: string; text: string; createTime: string };
  context: {
    placeId?: string;
    userInfo?: { displayName?: string; userDeviceLocale?: string };
    resolvedLocale?: string;
  };
  sendTime: string;
};

/** The body of conversations.messages.create. */
export type BusinessMessagesCreate = {
  messageId: string;
  representative: { representativeType: "HUMAN" | "BOT"; displayName?: string };
  text: string;
};

/** A development token, only ever used with the simulator. */
const SIM_CLIENT_TOKEN = "storeplus-simulator-client-token";

/** The partner's client token: it signs the webhook's bodies. Null means no webhook is believed. */
export function businessMessagesClientToken(env: Env = process.env): string | null {
  if (env.BUSINESS_MESSAGES_CLIENT_TOKEN) return env.BUSINESS_MESSAGES_CLIENT_TOKEN;
  return mapsServiceMode(env) === "simulator" ? SIM_CLIENT_TOKEN : null;
}

/** Google's host while it lived; the simulator's path otherwise. */
export function businessMessagesApiBase(env: Env = process.env): string {
  return mapsServiceMode(env) === "simulator"
    ? `${appOrigin(env)}${SIMULATOR_PATH}/${BUSINESS_MESSAGES_FAMILY}`
    : `https://${BUSINESS_MESSAGES_FAMILY}.googleapis.com`;
}

export function messagesWebhookUrl(env: Env = process.env): string {
  return env.MAPS_SIM_MESSAGES_WEBHOOK_URL || `${appOrigin(env)}${WEBHOOK_PATH}`;
}

/** X-Goog-Signature: the base64 HMAC-SHA512 of the raw body, keyed by the client token. */
export function signWebhookBody(body: string, clientToken: string): string {
  return createHmac("sha512", clientToken).update(body, "utf8").digest("base64");
}

export function webhookSignatureValid(
  body: string,
  signature: string | null,
  clientToken: string,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signWebhookBody(body, clientToken));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
