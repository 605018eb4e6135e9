import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { workspaces } from "@/lib/db/schema";
import { DEFAULT_WORKSPACE_NAME } from "@/lib/workspaces/queries";
import { createRandom } from "./random";
import { tenantId } from "./tenants";

/** Stable ids, so a reseed keeps a browser's remembered selection valid. */
export const workspaceId = (tenant: string, name: string) =>
  createRandom(`workspace:${tenant}:${name}`).uuid();

type Plan = {
  name: string;
  description: string;
  /** Which of the tenant's stores (numbered by name order from 0) belong to it; null = none. */
  pick: ((n: string) => string) | null;
};

// Conditions over `n`, the store's position by name: thirds of the tenant for Norte and Sur, the
// first dozen as flagships, nothing for the empty one (shown disabled in the selector).
const ACME: Plan[] = [
  { name: "Norte", description: "Tiendas de la zona norte", pick: (n) => `${n} % 3 = 0` },
  { name: "Sur", description: "Tiendas de la zona sur", pick: (n) => `${n} % 3 = 1` },
  { name: "Flagship", description: "Las doce tiendas insignia", pick: (n) => `${n} < 12` },
  { name: "Vacío", description: "Espacio sin tiendas", pick: null },
];
// umbrella's stores are 1,200: the chain tools' journeys work on 500 and 1,000 of them.
const UMBRELLA: Plan[] = [
  { name: "Zona Norte", description: "Farmacias de la zona norte", pick: (n) => `${n} < 500` },
  { name: "Península", description: "Farmacias peninsulares", pick: (n) => `${n} < 1000` },
];
const GLOBEX: Plan[] = [
  { name: "Madrid", description: "Cafés de Madrid", pick: (n) => `${n} % 2 = 0` },
];

async function insertPlans(db: Db, tenant: string, plans: Plan[]): Promise<void> {
  const id = tenantId(tenant);
  await db.insert(workspaces).values([
    {
      id: workspaceId(tenant, "default"),
      tenantId: id,
      name: DEFAULT_WORKSPACE_NAME,
      description: "Every store of the tenant",
      isDefault: true,
    },
    ...plans.map((plan) => ({
      id: workspaceId(tenant, plan.name),
      tenantId: id,
      name: plan.name,
      description: plan.description,
    })),
  ]);
  for (const plan of plans) {
    if (!plan.pick) continue;
    // One INSERT … SELECT per workspace: thousands of links without a round trip each.
    await db.execute(sql`
      insert into workspace_locations (workspace_id, location_id, tenant_id)
      select ${workspaceId(tenant, plan.name)}::uuid, l.id, l.tenant_id
      from (select id, tenant_id, row_number() over (order by location_name, id) - 1 as n
            from locations where tenant_id = ${id}) l
      where ${sql.raw(plan.pick("l.n"))}`);
  }
}

/** `extra` adds more to acme (the shell benchmark asks for 50 in all). */
export async function seedWorkspaces(
  db: Db,
  { extra = 0 }: { extra?: number } = {},
): Promise<void> {
  const more: Plan[] = Array.from({ length: extra }, (_, i) => ({
    name: `Zona ${String(i + 1).padStart(2, "0")}`,
    description: `Zona de prueba ${i + 1}`,
    pick: (n) => `(${n} + ${i}) % 10 = 0`,
  }));
  await insertPlans(db, "acme", [...ACME, ...more]);
  await insertPlans(db, "globex", GLOBEX);
  await insertPlans(db, "umbrella", UMBRELLA);
}
