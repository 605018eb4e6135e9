import "server-only";
import type { MapsClient } from "@/lib/maps/client";
import {
  PRODUCT_LOCATION_READ_MASK,
  toProductLocation,
  type ProductLocationFields,
} from "@/lib/stores/to-product-location";
import { selectability, type Selectability } from "./selectable";

export type LeadMapsLocation = ProductLocationFields & { selectability: Selectability };

/** Enough to be quick, gentle on the service's quota. */
const VERIFICATION_CONCURRENCY = 5;

async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>) {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export async function listLeadMapsLocations(client: MapsClient): Promise<LeadMapsLocation[]> {
  const accounts = await client.listAllAccounts();
  const perAccount = await Promise.all(
    accounts.map(async (account) => {
      const locations = await client.listAllLocations(account.name, PRODUCT_LOCATION_READ_MASK);
      return locations.map((location) => ({ location, account: account.name }));
    }),
  );
  const all = perAccount.flat();
  return mapLimited(all, VERIFICATION_CONCURRENCY, async ({ location, account }) => {
    const latest = await client.latestVerification(location.name!);
    const fields = toProductLocation(location, account, latest?.state ?? null);
    const rules = {
      duplicateLocation: fields.duplicateLocation ?? false,
      openStatus: fields.openStatus ?? "OPEN",
      verified: fields.verified ?? null,
    };
    return { ...fields, selectability: selectability(rules) };
  });
}
