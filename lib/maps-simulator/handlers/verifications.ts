import "server-only";
import { desc, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import type { ListVerificationsResponse, Verification } from "@/lib/maps/types";
import { businessCaller, requireManagedAccount } from "../api-auth";
import { decodePageToken, nextPageToken, parsePageSize } from "../api-params";
import { invalidArgument, json, notFound } from "../http";
import { simLocations, simVerifications } from "../schema";

const PAGE = { default: 100, max: 100 };

export async function listVerifications(request: Request, locationId: string): Promise<Response> {
  const db = await getDb();
  const caller = await businessCaller(db, request);
  if (!/^\d{1,30}$/.test(locationId))
    throw invalidArgument("parent", "Invalid location resource name");
  const params = new URL(request.url).searchParams;
  const pageSize = parsePageSize(params.get("pageSize"), PAGE);
  const [location] = await db
    .select({ accountId: simLocations.accountId })
    .from(simLocations)
    .where(eq(simLocations.id, locationId))
    .limit(1);
  if (!location) throw notFound();
  await requireManagedAccount(db, caller, location.accountId);
  const query = `verifications|${locationId}`;
  const offset = decodePageToken(params.get("pageToken"), query);
  const rows = await db
    .select()
    .from(simVerifications)
    .where(eq(simVerifications.locationId, locationId))
    .orderBy(desc(simVerifications.createTime), desc(simVerifications.id));
  const page: Verification[] = rows.slice(offset, offset + pageSize).map((row) => ({
    name: `locations/${locationId}/verifications/${row.id}`,
    method: row.method as Verification["method"],
    state: row.state as Verification["state"],
    createTime: row.createTime.toISOString(),
  }));
  const body: ListVerificationsResponse = page.length ? { verifications: page } : {};
  const next = nextPageToken(offset, pageSize, rows.length, query);
  if (next) body.nextPageToken = next;
  return json(body);
}
