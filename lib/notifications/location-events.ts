import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { locations } from "@/lib/db/schema";
import { recordNotifications } from "./service";

// Each store is notified once, however many syncs see it.
export async function notifyDuplicateLocations(
  db: Db,
  { tenantId, locationIds }: { tenantId: string; locationIds?: string[] },
): Promise<number> {
  const rows = await db
    .select({
      id: locations.id,
      googleId: locations.googleId,
      mapsUri: locations.mapsUri,
      name: locations.locationName,
    })
    .from(locations)
    .where(
      and(
        eq(locations.tenantId, tenantId),
        eq(locations.duplicateLocation, true),
        locationIds ? sql`${locations.id} = any(${sql.param(locationIds)}::uuid[])` : undefined,
      ),
    );
  return recordNotifications(
    db,
    rows.map((row) => ({
      tenantId,
      type: "LOCATION_DUPLICATE" as const,
      subject: row.googleId,
      infoUrl: [row.googleId, ...(row.mapsUri ? [row.mapsUri] : [])],
      locationId: row.id,
      locationName: row.name,
    })),
  );
}
