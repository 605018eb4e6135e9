import type { TenantConfigValue } from "../schema";
import { SIM_IDENTITIES } from "@/lib/maps-simulator/identities";
import { MAPS_ACCOUNTS } from "./demo-accounts";
import { createRandom } from "./random";

export type TenantPlan = {
  id: string;
  name: string;
  status: "ACTIVE" | "DISABLE";
  whitelistedDomains: string[];
  accountId: string;
  storeCodePrefix: string;
  brands: string[];
  locationCount: number;
  regionCodes?: string[];
  configs: { config: string; values: TenantConfigValue[] }[];
  flags: { name: string; isActive: boolean; value: string | null }[];
};

export const DEFAULT_ACME_STORES = 250;
const LEAD_LOCATIONS = { min: 3, max: 9 } as const;

/** Stable id per tenant name, so links and tests survive a reseed. */
export const tenantId = (name: string) => createRandom(`tenant:${name}`).uuid();

function leadTenants(): TenantPlan[] {
  return MAPS_ACCOUNTS.filter((account) => account.kind === "lead" && account.tenant).map(
    (account) => {
      const identity = SIM_IDENTITIES.find((candidate) => candidate.sub === account.mapsSubject);
      const simAccount = identity?.accounts[0];
      if (!simAccount) throw new Error(`No simulator account for ${account.email}`);
      const name = account.tenant as string;
      return {
        id: tenantId(name),
        name,
        status: "ACTIVE",
        whitelistedDomains: [],
        accountId: simAccount.id,
        storeCodePrefix: name.slice(5, 9).toUpperCase(),
        brands: [simAccount.accountName],
        locationCount: Math.min(
          LEAD_LOCATIONS.max,
          Math.max(LEAD_LOCATIONS.min, simAccount.locationCount),
        ),
        regionCodes: ["AR"],
        configs: [{ config: "LEADS", values: [{ name: "IS_LEAD", boolean: true }] }],
        flags: [],
      };
    },
  );
}

/** Every demo tenant; `acmeStores` sets how many stores the main demo tenant gets. */
export function buildTenantPlans(acmeStores: number = DEFAULT_ACME_STORES): TenantPlan[] {
  return [
    {
      id: tenantId("acme"),
      name: "acme",
      status: "ACTIVE",
      whitelistedDomains: ["acme.example"],
      accountId: "1001",
      storeCodePrefix: "ACME",
      brands: ["Acme Market", "Acme Express", "Acme Farmacia", "Acme Hogar"],
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
      accountId: "1002",
      storeCodePrefix: "GLBX",
      brands: ["Globex Café", "Globex Coffee Bar"],
      locationCount: 120,
      regionCodes: ["ES", "MX", "US"],
      configs: [{ config: "SYNC", values: [{ name: "months", value: "6" }] }],
      flags: [{ name: "AUTO_REPLY", isActive: false, value: null }],
    },
    {
      id: tenantId("initech"),
      name: "initech",
      status: "DISABLE",
      whitelistedDomains: ["initech.example"],
      accountId: "1003",
      storeCodePrefix: "INIT",
      brands: ["Initech Copias"],
      locationCount: 5,
      regionCodes: ["US"],
      configs: [],
      flags: [],
    },
    ...leadTenants(),
  ];
}
