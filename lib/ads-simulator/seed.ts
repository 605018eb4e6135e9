import "server-only";
import { and, eq, lte } from "drizzle-orm";
import { SIM_MANAGER_CUSTOMER_ID } from "@/lib/ads-api/config";
import type { Db } from "@/lib/db/client";
import { acceptMs } from "./knobs";
import { adsSimCustomers, adsSimLinks } from "./schema";

// The simulator's accounts, made on first use: the platform's manager and three clients, one of
// them (Globex's) already linked to the manager, as the demo seed's globex tenant expects.

export const SIM_CUSTOMERS = [
  {
    id: "1234567890",
    descriptiveName: "Globex Ads",
    currencyCode: "EUR",
    timeZone: "Europe/Madrid",
    testAccount: false,
  },
  {
    id: "5550001111",
    descriptiveName: "Acme Pizza Ads",
    currencyCode: "USD",
    timeZone: "America/New_York",
    testAccount: false,
  },
  {
    id: "5550002222",
    descriptiveName: "Acme Test Account",
    currencyCode: "USD",
    timeZone: "America/Chicago",
    testAccount: true,
  },
] as const;

export const SIM_LINKED_CUSTOMER_ID = "1234567890";

function managerIds(env: Record<string, string | undefined>): string[] {
  const asked = env.ADS_MANAGER_CUSTOMER_ID?.replace(/-/g, "");
  return [
    ...new Set([SIM_MANAGER_CUSTOMER_ID, ...(asked && /^\d{10}$/.test(asked) ? [asked] : [])]),
  ];
}

/** Seeds once per database: a database emptied between tests is seeded again. */
export async function seedAdsSimulator(db: Db, env = process.env): Promise<void> {
  const managers = managerIds(env);
  const present = await db
    .select({ id: adsSimCustomers.id })
    .from(adsSimCustomers)
    .where(eq(adsSimCustomers.id, managers.at(-1)!));
  if (present.length) return;
  await db
    .insert(adsSimCustomers)
    .values([
      ...managers.map((id) => ({
        id,
        descriptiveName: "StorePlus Ads Manager",
        currencyCode: "EUR",
        timeZone: "Europe/Madrid",
        manager: true,
      })),
      ...SIM_CUSTOMERS.map((c) => ({ ...c })),
    ])
    .onConflictDoNothing();
  await db
    .insert(adsSimLinks)
    .values(
      managers.map((managerId) => ({
        managerId,
        clientId: SIM_LINKED_CUSTOMER_ID,
        linkId: 1,
        status: "ACTIVE",
      })),
    )
    .onConflictDoNothing();
}

/** Invitations older than ADS_SIM_ACCEPT_MS are accepted by their client. */
export async function settleInvitations(db: Db, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - acceptMs());
  await db
    .update(adsSimLinks)
    .set({ status: "ACTIVE", updatedAt: now })
    .where(and(eq(adsSimLinks.status, "PENDING"), lte(adsSimLinks.createdAt, before)));
}
