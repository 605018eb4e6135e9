// Two tenants whose first stores are simulator locations (same place ids), the simulator seeded in
// the same database, its webhook and the app's replies both routed in-process.
import { eq, sql } from "drizzle-orm";
import { POST as webhookPost } from "@/app/api/messages/webhook/route";
import { setDbForTests } from "@/lib/db/client";
import { locations } from "@/lib/db/schema";
import { createGraphQLServer } from "@/lib/graphql/yoga";
import { simulatorFetch } from "@/lib/maps-simulator/in-process";
import { setMessagesWebhookFetchForTests } from "@/lib/maps-simulator/messages/webhook";
import { seedMapsSimulator } from "@/lib/maps-simulator/seed";
import { setMessagesFetchForTests } from "@/lib/messages/provider";
import { createTestDb, type TestDb } from "../helpers/db";
import {
  addUserWithRole,
  callGraphQL,
  seedTwoTenantFixture,
  tokenFor,
  type Fixture,
} from "../helpers/graphql-fixtures";
import { simCall } from "../helpers/maps-sim";

export type MessagesFixture = {
  testDb: TestDb;
  yoga: ReturnType<typeof createGraphQLServer>;
  f: Fixture;
  tokens: Record<string, string>;
  /** Simulator location ids behind tenant A's and B's first store. */
  simA: string;
  simB: string;
  /** Calls the app made to the simulator's Business Messages API. */
  providerCalls: string[];
};

async function publishedSimLocation(testDb: TestDb, accountId: string) {
  const rows = await testDb.db.execute<{ id: string; place_id: string }>(
    sql`select id, data -> 'metadata' ->> 'placeId' as place_id from maps_sim.locations where account_id = ${accountId} and data -> 'metadata' ->> 'placeId' is not null order by position limit 1`,
  );
  return (rows as unknown as { rows: { id: string; place_id: string }[] }).rows[0]!;
}

export async function openMessages(): Promise<MessagesFixture> {
  const testDb = await createTestDb();
  setDbForTests({ ...testDb, migrate: async () => {} });
  await seedMapsSimulator(testDb.db, { bigAccountLocations: 4, accountLocations: { "1002": 3 } });
  const f = await seedTwoTenantFixture(testDb.db);
  const a = await publishedSimLocation(testDb, "1001");
  const b = await publishedSimLocation(testDb, "1002");
  await testDb.db.update(locations).set({ placeId: a.place_id }).where(eq(locations.id, f.locationsA[0]!));
  await testDb.db.update(locations).set({ placeId: b.place_id }).where(eq(locations.id, f.locationsB[0]!));
  const yoga = createGraphQLServer({ getDb: async () => testDb.db });
  const tokens: Record<string, string> = {};
  for (const key of ["adminA", "reviewsA", "adminB"])
    tokens[key] = await tokenFor(testDb.db, f.users[key]!);
  tokens.messagesA = await addUserWithRole(testDb.db, f.tenantA, "messagesA", "DIRECT_MESSAGES");
  const providerCalls: string[] = [];
  setMessagesFetchForTests(async (input, init) => {
    providerCalls.push(input);
    return simulatorFetch(input, init);
  });
  setMessagesWebhookFetchForTests((input, init) => webhookPost(new Request(input, init)));
  return { testDb, yoga, f, tokens, simA: a.id, simB: b.id, providerCalls };
}

export async function closeMessages(fx: MessagesFixture | undefined) {
  setMessagesFetchForTests(undefined);
  setMessagesWebhookFetchForTests(undefined);
  setDbForTests(undefined);
  await fx?.testDb.close();
}

export async function ask(
  fx: MessagesFixture,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  return (await callGraphQL(fx.yoga, query, { token, variables })).body;
}

/** A customer writes to the store through the simulator's admin API. */
export async function customerWrites(
  body: { location?: string; conversation?: string; text: string; customerName?: string },
) {
  return simCall("POST", "_admin/conversations/messages", { admin: true, body });
}

export const LIST = `query ($filter: ConversationFilter, $limit: Int, $offset: Int) {
  conversations(filter: $filter, limit: $limit, offset: $offset) {
    total items { id unread storeName customerName lastMessage lastMessageAt locationId }
  }
}`;
export const THREAD = `query ($id: ID!) {
  conversation(id: $id) {
    conversation { id unread }
    messages { id author authorName text }
  }
}`;
export const SEND = `mutation ($id: ID!, $text: String!) {
  sendMessage(conversationId: $id, text: $text) { id author text }
}`;
