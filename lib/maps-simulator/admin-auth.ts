import "server-only";
import { timingSafeEqual } from "node:crypto";
import { SimApiError } from "./http";
import { sha256Hex } from "./tokens";

// The simulator's own admin API (tests and demos make things happen on the maps side). No default
// key: a known one would let anyone who reaches a demo write reviews into it.

export const SIM_ADMIN_KEY_HEADER = "x-sim-admin-key";

export function simAdminKey(env: Record<string, string | undefined> = process.env): string | null {
  return env.MAPS_SIM_ADMIN_KEY || null;
}

export function requireAdminKey(request: Request): void {
  const key = simAdminKey();
  if (!key) {
    throw new SimApiError(
      "PERMISSION_DENIED",
      "The admin API is off: MAPS_SIM_ADMIN_KEY is unset.",
    );
  }
  const given = request.headers.get(SIM_ADMIN_KEY_HEADER);
  if (!given) throw new SimApiError("UNAUTHENTICATED", `Missing ${SIM_ADMIN_KEY_HEADER} header.`);
  // Hashes have equal length, so the comparison takes the same time whatever was sent.
  const same = timingSafeEqual(Buffer.from(sha256Hex(given)), Buffer.from(sha256Hex(key)));
  if (!same) throw new SimApiError("PERMISSION_DENIED", "Invalid admin key.");
}
