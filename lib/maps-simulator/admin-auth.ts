import "server-only";
import { timingSafeEqual } from "node:crypto";
import { SimApiError } from "./http";
import { sha256Hex } from "./tokens";

// The simulator's own admin API (not a maps-service API): tests and demos use it to make things
// happen on the maps side, such as a customer writing a new review.

export const SIM_ADMIN_KEY_HEADER = "x-sim-admin-key";
export const SIM_ADMIN_DEFAULT_KEY = "sim-admin-dev";

export function simAdminKey(env: Record<string, string | undefined> = process.env): string {
  return env.MAPS_SIM_ADMIN_KEY || SIM_ADMIN_DEFAULT_KEY;
}

export function requireAdminKey(request: Request): void {
  const given = request.headers.get(SIM_ADMIN_KEY_HEADER);
  if (!given) throw new SimApiError("UNAUTHENTICATED", `Missing ${SIM_ADMIN_KEY_HEADER} header.`);
  // Hashes have equal length, so the comparison takes the same time whatever was sent.
  const same = timingSafeEqual(
    Buffer.from(sha256Hex(given)),
    Buffer.from(sha256Hex(simAdminKey())),
  );
  if (!same) throw new SimApiError("PERMISSION_DENIED", "Invalid admin key.");
}
