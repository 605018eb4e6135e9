import "server-only";
import { isSuperAdmin } from "@/lib/auth/permissions";
import { withSection } from "@/lib/auth/with-section";
import { monthRange } from "@/lib/costs/items";
import { costCsv } from "@/lib/costs/service";

// Super Admins only. A read: a plain link needs no CSRF header.
export const handleCostCsv = withSection(isSuperAdmin, async ({ db }, request) => {
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
});
