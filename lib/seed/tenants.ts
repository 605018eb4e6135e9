import type { TenantConfigValue } from "@/lib/db/schema";
import type { SimAccountRef } from "@/lib/maps-simulator/build-location";
import { SIM_IDENTITIES } from "@/lib/maps-simulator/identities";
import { MAPS_ACCOUNTS } from "./demo-accounts";
import { createRandom } from "./random";

export type TenantPlan = {
  id: string;
  name: string;
  status: "ACTIVE" | "DISABLE";
  whitelistedDomains: string[];
  /** The maps-service account the stores come from: a simulator account (identities.ts). */
  account: SimAccountRef;
  /** How many of the account's locations (its first ones) the tenant holds as stores. */
  locationCount: number;
  configs: { config: string; values: TenantConfigValue[] }[];
  flags: { name: string; isActive: boolean; value: string | null }[];
  /** Where its stores are: posts are planned on its clock. Buenos Aires when absent. */
  timeZone?: string;
};

export const DEFAULT_ACME_STORES = 250;
const DEFAULT_GLOBEX_STORES = 120;
/** A chain too large for the demo's review and metric history: it shows the chain-scale tools. */
export const UMBRELLA_STORES = 1200;
const LEAD_STORES = 9;

/** Stable id per tenant name, so links and tests survive a reseed. */
export const tenantId = (name: string) => createRandom(`tenant:${name}`).uuid();

/** The simulator's account `id`: a demo tenant's stores are its first locations. */
function simAccount(id: string): SimAccountRef {
  const account = SIM_IDENTITIES.flatMap((identity) => identity.accounts).find((a) => a.id === id);
  if (!account) throw new Error(`No simulator account ${id}`);
  return { id: account.id, accountName: account.accountName };
}

function leadTenants(): TenantPlan[] {
  return MAPS_ACCOUNTS.filter((account) => account.kind === "lead" && account.tenant).map(
    (account) => {
      const identity = SIM_IDENTITIES.find((candidate) => candidate.sub === account.mapsSubject);
      const leadAccount = identity?.accounts[0];
      if (!leadAccount) throw new Error(`No simulator account for ${account.email}`);
      const name = account.tenant as string;
      return {
        id: tenantId(name),
        name,
        status: "ACTIVE",
        whitelistedDomains: [],
        account: simAccount(leadAccount.id),
        // A trial starts with a few of its account's locations, never more than the account has.
        locationCount: Math.min(LEAD_STORES, leadAccount.locationCount),
        configs: [{ config: "LEADS", values: [{ name: "IS_LEAD", boolean: true }] }],
        flags: [],
      };
    },
  );
}

export function buildTenantPlans(
  acmeStores: number = DEFAULT_ACME_STORES,
  globexStores: number = DEFAULT_GLOBEX_STORES,
): TenantPlan[] {
  return [
    {
      id: tenantId("acme"),
      name: "acme",
      status: "ACTIVE",
      whitelistedDomains: ["acme.example"],
      account: simAccount("1001"),
      locationCount: acmeStores,
      configs: [
        {
          config: "SYNC",
          values: [
            { name: "months", value: "3" },
            { name: "autoSync", boolean: true },
            { name: "reviewsSince", stringValue: "2024-01-01" },
          ],
        },
        { config: "REVIEWS", values: [{ name: "AUTO_REPLY_MIN_STARS", value: "4" }] },
      ],
      flags: [
        { name: "AUTO_REPLY", isActive: true, value: null },
        { name: "NOTIFICATIONS_PUSH", isActive: true, value: null },
        { name: "ADS", isActive: false, value: null },
      ],
    },
    {
      id: tenantId("globex"),
      name: "globex",
      status: "ACTIVE",
      whitelistedDomains: ["globex.example"],
      account: simAccount("1002"),
      locationCount: globexStores,
      configs: [{ config: "SYNC", values: [{ name: "months", value: "6" }] }],
      flags: [{ name: "AUTO_REPLY", isActive: false, value: null }],
    },
    {
      id: tenantId("initech"),
      name: "initech",
      status: "DISABLE",
      whitelistedDomains: ["initech.example"],
      account: simAccount("1003"),
      locationCount: 5,
      configs: [],
      flags: [],
    },
    {
      id: tenantId("umbrella"),
      name: "umbrella",
      status: "ACTIVE",
      whitelistedDomains: ["umbrella.example"],
      account: simAccount("1004"),
      locationCount: UMBRELLA_STORES,
      configs: [{ config: "SYNC", values: [{ name: "months", value: "3" }] }],
      flags: [{ name: "AUTO_REPLY", isActive: false, value: null }],
      timeZone: "Europe/Madrid",
    },
    ...leadTenants(),
  ];
}
