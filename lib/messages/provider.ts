import "server-only";
import {
  businessMessagesApiBase,
  businessMessagesClientToken,
  type BusinessMessagesCreate,
} from "@/lib/maps/business-messages";
import { mapsServiceMode } from "@/lib/maps/config";
import { MessagesError } from "./errors";

// Who carries the messages. The simulator speaks Business Messages; Google retired that service on
// 2024-07-31, so with MAPS_SERVICE=google nothing is sent and history stays read-only.

type Env = Record<string, string | undefined>;
type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** "retired": Google ended the service; "off": no maps service is configured. */
export type MessagesProviderState = "available" | "retired" | "off";

export type OutgoingMessage = {
  /** The provider's conversation id. */
  conversationId: string;
  messageId: string;
  text: string;
  representativeName: string;
};

export interface MessagesProvider {
  readonly state: MessagesProviderState;
  send(message: OutgoingMessage): Promise<void>;
}

const globalForMessages = globalThis as unknown as { storeplusMessagesFetch?: FetchLike };

/** Integration tests route the provider's HTTP to the simulator in-process. */
export function setMessagesFetchForTests(fetchImpl: FetchLike | undefined) {
  globalForMessages.storeplusMessagesFetch = fetchImpl;
}

function businessMessagesProvider(env: Env): MessagesProvider {
  return {
    state: "available",
    async send(message) {
      const token = businessMessagesClientToken(env);
      if (!token) throw new MessagesError("PROVIDER_FAILED");
      const base = businessMessagesApiBase(env);
      const body: BusinessMessagesCreate = {
        messageId: message.messageId,
        representative: { representativeType: "HUMAN", displayName: message.representativeName },
        text: message.text,
      };
      const send = globalForMessages.storeplusMessagesFetch ?? fetch;
      const response = await send(
        `${base}/v1/conversations/${encodeURIComponent(message.conversationId)}/messages`,
        {
          method: "POST",
          headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(15_000),
        },
      ).catch(() => null);
      await response?.body?.cancel().catch(() => {});
      if (!response?.ok) throw new MessagesError("PROVIDER_FAILED");
    },
  };
}

function unavailableProvider(state: Exclude<MessagesProviderState, "available">): MessagesProvider {
  return {
    state,
    send: async () => {
      throw new MessagesError("RETIRED");
    },
  };
}

export function messagesProvider(env: Env = process.env): MessagesProvider {
  const mode = mapsServiceMode(env);
  if (mode === "simulator") return businessMessagesProvider(env);
  return unavailableProvider(mode === "google" ? "retired" : "off");
}
