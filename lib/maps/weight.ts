// Isomorphic and zod-free: the rule for a tenant's weight in the fair share of a maps project's
// quotas, read by the admin form's rules, the resolver and the quota store.
import { QUOTA_POLICY } from "@/lib/jobs/quota-policy";

/**
 * A tenant's weight comes from its plan: two busy tenants of weights 2 and 1 split a minute 2:1.
 * Ten to one is the most: past it a light tenant would wait most of a window for each unit.
 */
export const MAPS_WEIGHT_RANGE = { min: 1, max: 10 } as const;

/** Why a weight is refused, as the message keys of admin.quotas.weightErrors name it. */
export type MapsWeightError = "whole" | "range";

/** Null when `weight` may be a tenant's weight, else why not. */
export function mapsWeightError(weight: number): MapsWeightError | null {
  if (!Number.isInteger(weight)) return "whole";
  return weight < MAPS_WEIGHT_RANGE.min || weight > MAPS_WEIGHT_RANGE.max ? "range" : null;
}

/** The weight the quota store uses for a stored value: the default when absent or out of range. */
export function mapsWeightOf(stored: unknown): number {
  const weight = stored == null ? NaN : Number(stored);
  return mapsWeightError(weight) ? QUOTA_POLICY.defaultWeight : weight;
}
