import "server-only";
import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { adsSimResources } from "./schema";

// The simulator's resources (campaigns, ads, assets...) as rows of ads_sim.resources: the API's
// JSON in `data`, and what the simulator keeps for itself under `data.sim`.

export type SimResource = {
  resourceName: string;
  customerId: string;
  /** campaignBudget, campaign, adGroup, adGroupAd, adGroupCriterion, campaignCriterion, asset... */
  type: string;
  campaign: string | null;
  data: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
};

/** A new numeric id, as Google's are (int64, never negative). */
export const newId = () => String(randomInt(100_000_000, 281_474_976_710_655));

/** The last part of a resource name: "123" of customers/1/campaigns/123, "4~5" of ~ names. */
export const idOf = (resourceName: string) => resourceName.slice(resourceName.lastIndexOf("/") + 1);

export async function customerResources(db: Db, customerId: string): Promise<SimResource[]> {
  return db.select().from(adsSimResources).where(eq(adsSimResources.customerId, customerId));
}

export async function resourceByName(db: Db, name: string): Promise<SimResource | undefined> {
  const [row] = await db
    .select()
    .from(adsSimResources)
    .where(eq(adsSimResources.resourceName, name));
  return row;
}

/** Writes every resource of a request at once: all of them or, on a failure, none. */
export async function saveResources(db: Db, resources: SimResource[]): Promise<void> {
  if (!resources.length) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(adsSimResources)
      .values(resources)
      .onConflictDoUpdate({
        target: adsSimResources.resourceName,
        set: {
          data: sql`excluded.data`,
          campaign: sql`excluded.campaign`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  });
}
