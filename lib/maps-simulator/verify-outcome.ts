import type { VerificationState } from "@/lib/maps/types";
import { hash32 } from "./ids";

// Fixed per location so tests and demos can rely on it: about 60% complete at once, 20% stay
// pending (a postcard on its way), 20% fail.
export function verifyOutcome(locationId: string): VerificationState {
  const bucket = hash32(`verify:${locationId}`) % 10;
  return bucket < 6 ? "COMPLETED" : bucket < 8 ? "PENDING" : "FAILED";
}
