import "server-only";
import { effectiveRoles, isSuperAdmin } from "@/lib/auth/permissions";
import { getUserFromClaims } from "@/lib/auth/session";
import { readClaimsFromRequest } from "@/lib/auth/token";
import type { Db } from "@/lib/db/client";
import { monthRange } from "./items";
import { costCsv } from "./service";

/**
 * GET /api/admin/costs?month=YYYY-MM: the month's cost table as a CSV download, for a signed-in
 * Super Admin only (session cookie or Bearer token). 401 without a session, 403 for anyone else,
 * 400 for a month that is not YYYY-MM. A read: no CSRF header is needed for a plain link.
 */
export async function handleCostCsv(db: Db, request: Request): Promise<Response> {
  const claims = await readClaimsFromRequest(request);
  const user = claims ? await getUserFromClaims(db, claims) : null;
  if (!user) return Response.json({ error: { code: "UNAUTHENTICATED" } }, { status: 401 });
  if (!isSuperAdmin(effectiveRoles(user)))
    return Response.json({ error: { code: "FORBIDDEN" } }, { status: 403 });
  const month = new URL(request.url).searchParams.get("month") ?? "";
  if (!monthRange(month))
    return Response.json({ error: { code: "BAD_USER_INPUT" } }, { status: 400 });
  return new Response(await costCsv(db, month), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="costs-${month}.csv"`,
      "cache-control": "no-store",
    },
  });
}
