import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { GOOGLE_STATUS_CODES, SimApiError, type GoogleStatus } from "./http";
import { simFaults } from "./schema";

// Queued through the admin API, so a caller's retry and error paths can be exercised end to end.

export const FAULT_STATUSES: Record<number, GoogleStatus> = {
  400: "INVALID_ARGUMENT",
  403: "PERMISSION_DENIED",
  404: "NOT_FOUND",
  409: "ALREADY_EXISTS",
  429: "RESOURCE_EXHAUSTED",
  500: "INTERNAL",
  503: "UNAVAILABLE",
};

export type FaultInput = {
  locationId: string;
  httpStatus: number;
  /** Overrides the default Google status of a 400 (FAILED_PRECONDITION). */
  googleStatus?: GoogleStatus;
  field?: string;
  method?: string;
  count: number;
};

export async function queueFault(db: Db, input: FaultInput) {
  const [row] = await db
    .insert(simFaults)
    .values({
      id: randomBytes(8).toString("hex"),
      locationId: input.locationId,
      httpStatus: input.httpStatus,
      googleStatus: input.googleStatus ?? FAULT_STATUSES[input.httpStatus]!,
      field: input.field ?? null,
      method: input.method ?? null,
      remaining: input.count,
    })
    .returning();
  return row!;
}

export async function clearFaults(db: Db, locationId: string): Promise<number> {
  const rows = await db
    .delete(simFaults)
    .where(eq(simFaults.locationId, locationId))
    .returning({ id: simFaults.id });
  return rows.length;
}

function faultError(fault: { googleStatus: string; field: string | null }): SimApiError {
  const status = fault.googleStatus as GoogleStatus;
  const message = "Failure forced by the maps simulator's admin API.";
  switch (status) {
    case "INVALID_ARGUMENT":
      return new SimApiError(status, "Request contains an invalid argument.", [
        {
          "@type": "type.googleapis.com/google.rpc.BadRequest",
          fieldViolations: [{ field: fault.field ?? "location", description: message }],
        },
      ]);
    case "FAILED_PRECONDITION":
      return new SimApiError(status, message, [
        {
          "@type": "type.googleapis.com/google.rpc.PreconditionFailure",
          violations: [
            { type: "FORCED", subject: fault.field ?? "location", description: message },
          ],
        },
      ]);
    case "RESOURCE_EXHAUSTED":
      return new SimApiError(status, message, [
        {
          "@type": "type.googleapis.com/google.rpc.ErrorInfo",
          reason: "RATE_LIMIT_EXCEEDED",
          domain: "googleapis.com",
          metadata: { forced: "true" },
        },
      ]);
    default:
      return new SimApiError(status in GOOGLE_STATUS_CODES ? status : "INTERNAL", message);
  }
}

/** Batch calls check them all. */
export async function locationWithFault(
  db: Db,
  locationIds: readonly string[],
  method: string,
): Promise<string | null> {
  if (locationIds.length === 0) return null;
  const [row] = await db
    .select({ locationId: simFaults.locationId })
    .from(simFaults)
    .where(
      and(
        sql`${simFaults.locationId} = any(${sql.param([...locationIds])}::text[])`,
        gt(simFaults.remaining, 0),
        or(isNull(simFaults.method), eq(simFaults.method, method)),
      ),
    )
    .orderBy(asc(simFaults.createdAt), asc(simFaults.id))
    .limit(1);
  return row?.locationId ?? null;
}

export async function takeFault(db: Db, locationId: string, method: string): Promise<void> {
  const next = db
    .select({ id: simFaults.id })
    .from(simFaults)
    .where(
      and(
        eq(simFaults.locationId, locationId),
        gt(simFaults.remaining, 0),
        or(isNull(simFaults.method), eq(simFaults.method, method)),
      ),
    )
    .orderBy(asc(simFaults.createdAt), asc(simFaults.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [fault] = await db
    .update(simFaults)
    .set({ remaining: sql`${simFaults.remaining} - 1` })
    .where(inArray(simFaults.id, next))
    .returning({
      id: simFaults.id,
      remaining: simFaults.remaining,
      googleStatus: simFaults.googleStatus,
      field: simFaults.field,
    });
  if (!fault) return;
  if (fault.remaining <= 0)
    await db.delete(simFaults).where(and(eq(simFaults.id, fault.id), lte(simFaults.remaining, 0)));
  throw faultError(fault);
}
