// Direct messages (spec §6: ADMIN and DIRECT_MESSAGES): a customer's message arrives by the signed
// webhook, one tenant's conversations stay out of another's reach, a reply reaches the simulator,
// a forged webhook stores nothing, and with Google (Business Messages retired) nothing is sent.
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as webhookPost } from "@/app/api/messages/webhook/route";
import { and, eq } from "drizzle-orm";
import { conversationMessages, conversations, notifications } from "@/lib/db/schema";
import { signWebhookBody } from "@/lib/maps/business-messages";
import { MAX_REPLY_LENGTH } from "@/lib/messages/rules";
import { simCall } from "../helpers/maps-sim";
import {
  ask,
  closeMessages,
  customerWrites,
  LIST,
  openMessages,
  SEND,
  THREAD,
  type MessagesFixture,
} from "./messages-fixtures";

let fx: MessagesFixture;

beforeAll(async () => {
  fx = await openMessages();
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await closeMessages(fx);
});

async function messageCount() {
  const [row] = await fx.testDb.db.select({ n: count() }).from(conversationMessages);
  return row!.n;
}

async function newConversation(text: string, customerName = "Lucía P.") {
  const sent = await customerWrites({ location: `locations/${fx.simA}`, text, customerName });
  expect(sent.status).toBe(200);
  expect(sent.body.webhookStatus).toBe(200);
  const list = await ask(fx, fx.tokens.adminA!, LIST, { filter: { search: customerName } });
  return { simId: sent.body.conversation as string, item: list.data.conversations.items[0] };
}

describe("a customer's message", () => {
  it("arrives by the webhook, unread, in its tenant only", async () => {
    const { item } = await newConversation("¿Abren el feriado?");
    expect(item).toMatchObject({
      unread: 1,
      customerName: "Lucía P.",
      lastMessage: "¿Abren el feriado?",
      locationId: fx.f.locationsA[0],
    });
    const other = await ask(fx, fx.tokens.adminB!, LIST);
    expect(other.data.conversations.items.map((c: { id: string }) => c.id)).not.toContain(item.id);
    const foreign = await ask(fx, fx.tokens.adminB!, THREAD, { id: item.id });
    expect(foreign.errors[0].extensions.code).toBe("NOT_FOUND");
    const foreignSend = await ask(fx, fx.tokens.adminB!, SEND, { id: item.id, text: "Hola" });
    expect(foreignSend.errors[0].extensions.code).toBe("NOT_FOUND");
    const told = await fx.testDb.db
      .select({ tenantId: notifications.tenantId, infoUrl: notifications.infoUrl })
      .from(notifications)
      .where(and(eq(notifications.type, "MESSAGE_NEW"), eq(notifications.subject, item.id)));
    expect(told).toEqual([
      {
        tenantId: fx.f.tenantA,
        infoUrl: [`/apps/direct-messages/answer-message?id=${item.id}`],
      },
    ]);
  });

  it("pages and filters in SQL: unread only, by store, by text", async () => {
    await newConversation("Second chat", "Pedro R.");
    const all = await ask(fx, fx.tokens.adminA!, LIST, { limit: 1, offset: 0 });
    expect(all.data.conversations.total).toBe(2);
    expect(all.data.conversations.items).toHaveLength(1);
    const unread = await ask(fx, fx.tokens.adminA!, LIST, { filter: { unreadOnly: true } });
    expect(unread.data.conversations.total).toBe(2);
    const otherStore = await ask(fx, fx.tokens.adminA!, LIST, {
      filter: { locationIds: [fx.f.locationsA[1]] },
    });
    expect(otherStore.data.conversations.total).toBe(0);
    const byText = await ask(fx, fx.tokens.adminA!, LIST, { filter: { search: "feriado" } });
    expect(byText.data.conversations.total).toBe(1);
  });

  it("is refused without the client token's signature, and nothing is stored", async () => {
    const before = await messageCount();
    const body = JSON.stringify({
      agent: "brands/1/agents/1",
      conversationId: "forged",
      requestId: "r",
      message: { messageId: "m1", name: "conversations/forged/messages/m1", text: "hi", createTime: new Date().toISOString() },
      context: { placeId: "x", userInfo: { displayName: "Mallory" } },
      sendTime: new Date().toISOString(),
    });
    const post = (signature?: string) =>
      webhookPost(
        new Request("http://localhost/api/messages/webhook", {
          method: "POST",
          headers: signature ? { "x-goog-signature": signature } : {},
          body,
        }),
      );
    expect((await post()).status).toBe(401);
    expect((await post(signWebhookBody(body, "not-the-token"))).status).toBe(401);
    expect(await messageCount()).toBe(before);
  });
});

describe("answering", () => {
  it("reaches the simulator, marks the thread read and keeps the reply", async () => {
    const { simId, item } = await newConversation("Do you deliver?", "Ann B.");
    const thread = await ask(fx, fx.tokens.messagesA!, THREAD, { id: item.id });
    expect(thread.data.conversation.messages.map((m: { text: string }) => m.text)).toEqual([
      "Do you deliver?",
    ]);
    const reread = await ask(fx, fx.tokens.adminA!, LIST, { filter: { search: "Ann B." } });
    expect(reread.data.conversations.items[0].unread).toBe(0);

    const sent = await ask(fx, fx.tokens.messagesA!, SEND, { id: item.id, text: "Yes, every day!" });
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendMessage).toMatchObject({ author: "AGENT", text: "Yes, every day!" });
    const record = await simCall("GET", `_admin/${simId}/messages`, { admin: true });
    expect(record.status).toBe(200);
    const last = record.body.messages.at(-1);
    expect(last).toMatchObject({
      text: "Yes, every day!",
      representative: { representativeType: "HUMAN", displayName: "messagesA TenantA" },
    });
  });

  it("refuses an empty or too long reply on its field, sending nothing", async () => {
    const { item } = await newConversation("Hello?", "Zoe Q.");
    const calls = fx.providerCalls.length;
    for (const text of ["   ", "x".repeat(MAX_REPLY_LENGTH + 1)]) {
      const answer = await ask(fx, fx.tokens.adminA!, SEND, { id: item.id, text });
      expect(answer.errors[0].extensions.code).toBe("BAD_USER_INPUT");
      expect(answer.errors[0].extensions.issues[0].path).toBe("text");
    }
    expect(fx.providerCalls.length).toBe(calls);
  });

  it("keeps users without ADMIN or DIRECT_MESSAGES out", async () => {
    const answer = await ask(fx, fx.tokens.reviewsA!, LIST);
    expect(answer.errors[0].extensions.code).toBe("FORBIDDEN");
  });
});

describe("quick replies", () => {
  const CREATE = `mutation ($input: MessageTemplateInput!) { createMessageTemplate(input: $input) { id name body } }`;
  const LIST_T = `query { messageTemplates { id name } }`;

  it("are the tenant's own, with unique names", async () => {
    const made = await ask(fx, fx.tokens.adminA!, CREATE, {
      input: { name: "Hours", body: "Hi {firstName}, {storeName} opens at 9." },
    });
    expect(made.errors).toBeUndefined();
    const twin = await ask(fx, fx.tokens.adminA!, CREATE, { input: { name: "hours", body: "x" } });
    expect(twin.errors[0].extensions.issues[0]).toMatchObject({ path: "name", message: "duplicateName" });
    const other = await ask(fx, fx.tokens.adminB!, LIST_T);
    expect(other.data.messageTemplates).toEqual([]);
    const del = await ask(fx, fx.tokens.adminB!, `mutation ($id: ID!) { deleteMessageTemplate(id: $id) }`, {
      id: made.data.createMessageTemplate.id,
    });
    expect(del.errors[0].extensions.code).toBe("NOT_FOUND");
  });
});

describe("with Google's Business Messages retired", () => {
  it("refuses a reply with a translated code, calls nothing and stores nothing", async () => {
    const { item } = await newConversation("Still there?", "Olga M.");
    vi.stubEnv("MAPS_SERVICE", "google");
    try {
      const before = await messageCount();
      const calls = fx.providerCalls.length;
      const [{ n: conversationsBefore }] = await fx.testDb.db.select({ n: count() }).from(conversations);
      const answer = await ask(fx, fx.tokens.adminA!, SEND, { id: item.id, text: "Yes" });
      expect(answer.errors[0].extensions.issues[0]).toMatchObject({
        path: "text",
        message: "messagesRetired",
      });
      expect(fx.providerCalls.length).toBe(calls);
      expect(await messageCount()).toBe(before);
      const [{ n: conversationsAfter }] = await fx.testDb.db.select({ n: count() }).from(conversations);
      expect(conversationsAfter).toBe(conversationsBefore);
      const state = await ask(fx, fx.tokens.adminA!, `query { messagesProviderState }`);
      expect(state.data.messagesProviderState).toBe("RETIRED");
      // History stays readable.
      const thread = await ask(fx, fx.tokens.adminA!, THREAD, { id: item.id });
      expect(thread.data.conversation.messages).toHaveLength(1);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("the demo seed", () => {
  it("brings the simulator's chats of a tenant's stores, unread where the customer wrote last", async () => {
    const { seedTenantConversations } = await import("@/lib/seed/messages");
    const seeded = await seedTenantConversations(fx.testDb.db, fx.f.tenantB);
    expect(seeded).toBeGreaterThan(0);
    const list = await ask(fx, fx.tokens.adminB!, LIST, { limit: 100 });
    expect(list.data.conversations.total).toBe(seeded);
    expect(
      list.data.conversations.items.every(
        (item: { locationId: string }) => item.locationId === fx.f.locationsB[0],
      ),
    ).toBe(true);
    // Seeding again stores nothing twice.
    await seedTenantConversations(fx.testDb.db, fx.f.tenantB);
    const again = await ask(fx, fx.tokens.adminB!, LIST, { limit: 100 });
    expect(again.data.conversations.total).toBe(seeded);
    expect(again.data.conversations.items.map((i: { unread: number }) => i.unread)).toEqual(
      list.data.conversations.items.map((i: { unread: number }) => i.unread),
    );
  });
});
