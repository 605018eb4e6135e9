import "server-only";
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { locations } from "@/lib/db/schema";
import type { MapsClient } from "@/lib/maps/client";
import { OnboardingError } from "./errors";
import { currentLeadStep, requireStep, type LeadRef } from "./lead-step";
import { listLeadMapsLocations, type LeadMapsLocation } from "./maps-locations";

// The tenant's stores become exactly the choice, in one transaction: any refused id writes nothing.
export async function importLeadLocations(
  db: Db,
  lead: LeadRef,
  googleIds: string[],
  client: MapsClient,
): Promise<"DONE"> {
  requireStep(await currentLeadStep(db, lead), ["locations"], "Choosing locations");
  const available = new Map(
    (await listLeadMapsLocations(client)).map((location) => [location.googleId, location]),
  );
  const foreign = googleIds.filter((id) => !available.has(id));
  if (foreign.length > 0)
    throw new OnboardingError("LOCATION_NOT_OWNED", "Not a location of your maps account", foreign);
  const blocked = googleIds.filter((id) => available.get(id)!.selectability !== "SELECTABLE");
  if (blocked.length > 0)
    throw new OnboardingError(
      "LOCATION_NOT_SELECTABLE",
      "These locations cannot be selected",
      blocked,
    );

  const rows = googleIds.map((id) => {
    const fields: Partial<LeadMapsLocation> = { ...available.get(id)! };
    delete fields.selectability;
    return { ...(fields as Omit<LeadMapsLocation, "selectability">), tenantId: lead.tenantId };
  });
  await db.transaction(async (tx) => {
    // A lead who comes back to this step replaces the earlier choice instead of adding to it.
    await tx
      .delete(locations)
      .where(and(eq(locations.tenantId, lead.tenantId), notInArray(locations.googleId, googleIds)));
    await tx
      .insert(locations)
      .values(rows)
      .onConflictDoUpdate({
        target: [locations.tenantId, locations.googleId],
        set: {
          locationName: sql`excluded.location_name`,
          account: sql`excluded.account`,
          storeCode: sql`excluded.store_code`,
          labels: sql`excluded.labels`,
          regionCode: sql`excluded.region_code`,
          languageCode: sql`excluded.language_code`,
          postalCode: sql`excluded.postal_code`,
          administrativeArea: sql`excluded.administrative_area`,
          locality: sql`excluded.locality`,
          addressLines: sql`excluded.address_lines`,
          duplicateLocation: sql`excluded.duplicate_location`,
          mapsUri: sql`excluded.maps_uri`,
          newReviewUri: sql`excluded.new_review_uri`,
          placeId: sql`excluded.place_id`,
          openStatus: sql`excluded.open_status`,
          verified: sql`excluded.verified`,
          updatedAt: sql`now()`,
        },
      });
  });
  return "DONE";
}
