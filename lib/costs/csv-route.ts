import "server-only";
import { effectiveRoles, isSuperAdmin } from "@/lib/auth/permissions";
import { getUserFromClaims } from "@/lib/auth/session";
import { readClaimsFromRequest } from "@/lib/auth/token";
import type { Db } from "@/lib/db/client";
import { monthRange } from "./items";
import { costCsv } from "./service";

// Super Admins only. A read: a plain link needs no CSRF header.
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
