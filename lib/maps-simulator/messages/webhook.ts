import "server-only";
import { randomUUID } from "node:crypto";
import {
  businessMessagesClientToken,
  messagesWebhookUrl,
  SIGNATURE_HEADER,
  signWebhookBody,
  type BusinessMessagesWebhook,
} from "@/lib/maps/business-messages";
import type { SimConversation } from "./store";
import type { SimMessage } from "./schema";

// A customer's message reaches the partner as Business Messages delivers it: a POST over real HTTP
// to the webhook, its body signed with the client token. Delivery is retried a few times.

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

const globalForWebhook = globalThis as unknown as {
  storeplusSimWebhookFetch?: FetchLike;
};

export function setMessagesWebhookFetchForTests(fetchImpl: FetchLike | undefined) {
  globalForWebhook.storeplusSimWebhookFetch = fetchImpl;
}

export function webhookBody(
  conversation: SimConversation & { accountId: string; placeId: string },
  message: SimMessage,
): BusinessMessagesWebhook {
  return {
    agent: `brands/${conversation.accountId}/agents/${conversation.accountId}`,
    conversationId: conversation.id,
    requestId: randomUUID(),
    message: {
      messageId: message.messageId,
      name: `conversations/${conversation.id}/messages/${message.messageId}`,
      text: message.text,
      createTime: message.createTime.toISOString(),
    },
    context: {
      placeId: conversation.placeId,
      userInfo: { displayName: conversation.customerName, userDeviceLocale: conversation.locale },
      resolvedLocale: conversation.locale,
    },
    sendTime: new Date().toISOString(),
  };
}

const ATTEMPTS = 3;

/** Answers the app's last status (0 when unreachable). */
export async function deliverToWebhook(body: BusinessMessagesWebhook): Promise<number> {
  const token = businessMessagesClientToken();
  if (!token) return 0;
  const send = globalForWebhook.storeplusSimWebhookFetch ?? fetch;
  const payload = JSON.stringify(body);
  let status = 0;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
    try {
      const response = await send(messagesWebhookUrl(), {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          [SIGNATURE_HEADER]: signWebhookBody(payload, token),
        },
        body: payload,
      });
      await response.body?.cancel().catch(() => {});
      status = response.status;
      // A 4xx is the partner refusing this body: sending it again changes nothing.
      if (response.ok || (status >= 400 && status < 500)) return status;
    } catch {
      status = 0;
    }
  }
  return status;
}
