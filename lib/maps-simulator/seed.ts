import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { buildSimLocation, type SimLocationRecord } from "./build-location";
import { SIM_IDENTITIES } from "./identities";
import { splitName } from "./identity-store";
import { seedConversations } from "./messages/store";
import {
  simAccountAdmins,
  simAccounts,
  simIdentities,
  simLocations,
  simVerifications,
} from "./schema";

const BATCH = 500;
/** acme's account, the one `bigAccountLocations` resizes (a larger chain's is not the demo tenant's). */
const BIG_ACCOUNT = "1001";

export type SeedMapsSimulatorOptions = {
  /** Location count of the largest account (acme's 1001), e.g. 10 in fast tests, 10,000 for load. */
  bigAccountLocations?: number;
  /** Location counts of other accounts by id, e.g. `{ "1002": 2000 }` for a second busy tenant. */
  accountLocations?: Record<string, number>;
  /** The seed moment: seeded reviews and questions run up to it (default: now). */
  now?: Date;
};

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

// Deterministic, so repeated runs give identical ids. Reviews, questions and daily metrics are not
// stored but derived from the location id and the seed moment, so 10,000 stores cost no more than
// their rows.
export async function seedMapsSimulator(
  db: Db,
  opts: SeedMapsSimulatorOptions = {},
): Promise<void> {
  const countFor = (account: { id: string; locationCount: number }) =>
    opts.bigAccountLocations !== undefined && account.id === BIG_ACCOUNT
      ? opts.bigAccountLocations
      : account.locationCount;

  const accounts = new Map<string, { id: string; accountName: string; locationCount: number }>();
  for (const identity of SIM_IDENTITIES) {
    for (const account of identity.accounts)
      accounts.set(account.id, {
        ...account,
        locationCount: opts.accountLocations?.[account.id] ?? countFor(account),
      });
  }
  const locations: SimLocationRecord[] = [];
  for (const account of accounts.values()) {
    for (let index = 0; index < account.locationCount; index++)
      locations.push(buildSimLocation(account, index));
  }

  await db.transaction(async (tx) => {
    // CASCADE: a simulator table added later that references these is emptied with them (only
    // simulator tables reference the simulator's).
    await tx.execute(
      sql`TRUNCATE maps_sim.location_standing, maps_sim.messages, maps_sim.conversations, maps_sim.notification_settings, maps_sim.local_posts, maps_sim.media, maps_sim.answers, maps_sim.questions, maps_sim.reviews, maps_sim.verifications, maps_sim.place_action_links, maps_sim.faults, maps_sim.create_requests, maps_sim.quota_usage, maps_sim.locations, maps_sim.account_admins, maps_sim.accounts, maps_sim.identities, maps_sim.oauth_codes, maps_sim.oauth_tokens CASCADE`,
    );
    await tx.insert(simIdentities).values(
      SIM_IDENTITIES.map((identity) => ({
        sub: identity.sub,
        email: identity.email,
        name: identity.name,
        ...splitName(identity.name),
      })),
    );
    if (accounts.size > 0) {
      await tx.insert(simAccounts).values(
        [...accounts.values()].map((a) => ({
          id: a.id,
          accountName: a.accountName,
          // Seeded reviews, questions and their dates are derived from this moment.
          createdAt: opts.now ?? new Date(),
        })),
      );
      await tx.insert(simAccountAdmins).values(
        SIM_IDENTITIES.flatMap((identity) =>
          identity.accounts.map((a) => ({
            accountId: a.id,
            sub: identity.sub,
            role: "PRIMARY_OWNER",
          })),
        ),
      );
    }
    await insertInBatches(locations, (batch) =>
      tx.insert(simLocations).values(
        batch.map(
          ({ id, accountId, position, title, storeCode, openStatus, data, attributes }) => ({
            id,
            accountId,
            position,
            title,
            storeCode,
            openStatus,
            data,
            attributes,
          }),
        ),
      ),
    );
    const verifications = locations.flatMap((location) =>
      location.verifications.map((v) => ({ ...v, locationId: location.id })),
    );
    await insertInBatches(verifications, (batch) => tx.insert(simVerifications).values(batch));
    await seedConversations(
      tx as unknown as Db,
      locations
        .filter((location) => location.data.metadata?.placeId)
        .map((location) => ({ id: location.id, languageCode: location.data.languageCode ?? "en" })),
      opts.now ?? new Date(),
    );
  });
}
