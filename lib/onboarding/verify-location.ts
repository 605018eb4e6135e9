import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { locations } from "@/lib/db/schema";
import type { MapsClient } from "@/lib/maps/client";
import { MapsApiError } from "@/lib/maps/errors";
import type { VerificationState } from "@/lib/maps/types";
import { OnboardingError } from "./errors";
import type { LeadRef } from "./lead-step";
import { canVerify, selectability, type Selectability } from "./selectable";

export type VerifyOutcome = {
  locationGoogleId: string;
  status: VerificationState | null;
  selectability: Selectability;
};

// A location that is not the lead's is refused without calling the service's verify.
export async function verifyLeadLocation(
  db: Db,
  lead: LeadRef,
  googleId: string,
  client: MapsClient,
): Promise<VerifyOutcome> {
  const location = await client
    .getLocation(googleId, "name,openInfo,metadata")
    .catch((error: unknown) => {
      // The maps service answers 403/404 alike for locations of other accounts.
      if (error instanceof MapsApiError && (error.status === 403 || error.status === 404))
        throw new OnboardingError("LOCATION_NOT_OWNED", "Not a location of your maps account", [
          googleId,
        ]);
      throw error;
    });
  const latest = await client.latestVerification(googleId);
  const before = {
    duplicateLocation: Boolean(location.metadata?.duplicateLocation),
    openStatus: location.openInfo?.status ?? "OPEN",
    verified: latest?.state ?? null,
  };
  let status: VerificationState | null = before.verified;
  if (canVerify(before)) {
    const { verification } = await client.verifyLocation(googleId, { method: "AUTO" });
    status = verification.state;
    await db
      .update(locations)
      .set({ verified: status, updatedAt: new Date() })
      .where(and(eq(locations.tenantId, lead.tenantId), eq(locations.googleId, googleId)));
  }
  return {
    locationGoogleId: googleId,
    status,
    selectability: selectability({ ...before, verified: status }),
  };
}
