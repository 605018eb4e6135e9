import "server-only";
import { getDb } from "@/lib/db/client";
import { requireAdminKey } from "../admin-auth";
import { json } from "../http";
import { loadLocation } from "../location-access";
import { listPosts, localPostResource } from "../posts/post-store";

/** A bound, not a page: tests add a handful of posts to a location. */
const ALL = 10_000;

// With what its review will decide and when (settleTime), so a test need not wait.
export async function adminListLocationPosts(request: Request, locationId: string) {
  requireAdminKey(request);
  const db = await getDb();
  const location = await loadLocation(db, locationId);
  const { rows } = await listPosts(db, location.id, { offset: 0, limit: ALL });
  const now = Date.now();
  return json({
    location: `locations/${location.id}`,
    localPosts: rows.map((row) => ({
      ...localPostResource(location, row, now),
      outcome: row.outcome,
      settleTime: row.settlesAt.toISOString(),
    })),
  });
}
