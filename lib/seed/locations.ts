import type { locations } from "@/lib/db/schema";
import { buildSimLocation, type SimAccountRef } from "@/lib/maps-simulator/build-location";
import { toProductLocation } from "@/lib/stores/to-product-location";
import { createRandom } from "./random";

export type NewLocation = typeof locations.$inferInsert;

export type LocationPlan = {
  tenantId: string;
  /** The maps-service account the stores come from, as the simulator holds it. */
  account: SimAccountRef;
  count: number;
};

/** Store creation dates start here and step forward, so "newest first" has a stable meaning. */
const FIRST_CREATED_AT = Date.UTC(2024, 2, 1, 12, 0, 0);
const CREATED_STEP_MS = 37 * 60 * 1000;

/** Mapped the way the onboarding import maps them, so a store reads the same from the service. */
export function generateLocations(plan: LocationPlan): NewLocation[] {
  const random = createRandom(`locations:${plan.tenantId}:${plan.account.id}`);
  const rows: NewLocation[] = [];
  for (let index = 0; index < plan.count; index++) {
    const sim = buildSimLocation(plan.account, index);
    const verification = sim.verifications.at(-1)?.state ?? null;
    const createdAt = new Date(FIRST_CREATED_AT + index * CREATED_STEP_MS);
    rows.push({
      id: random.uuid(),
      tenantId: plan.tenantId,
      ...toProductLocation(
        { ...sim.data, name: `locations/${sim.id}` },
        plan.account.id,
        verification,
      ),
      createdAt,
      updatedAt: createdAt,
    });
  }
  return rows;
}
