import "server-only";
import { effectiveRoles, hasAccess, SECTIONS } from "@/lib/auth/permissions";
import { getUserFromClaims } from "@/lib/auth/session";
import { readClaimsFromRequest } from "@/lib/auth/token";
import type { Db } from "@/lib/db/client";
import { getExtractJob } from "./queries";
import { extractRowsCsv } from "./rows";
import { SOURCE_TABLE_NAMES, sourceTableCsv, type SourceTableName } from "./source-tables";

// The CSV downloads of /apps/marketingdata: the session is read and the section checked here, as
// for every route handler; the tenant is the session's, the rows stream a page at a time.

type Section = "marketing_data.extract_job" | "marketing_data.source_data";

async function callerTenant(db: Db, request: Request, section: Section) {
  const claims = await readClaimsFromRequest(request);
  const user = claims ? await getUserFromClaims(db, claims) : null;
  if (!user)
    return { refusal: Response.json({ error: { code: "UNAUTHENTICATED" } }, { status: 401 }) };
  if (!user.tenantId || !hasAccess(effectiveRoles(user), SECTIONS[section]))
    return { refusal: Response.json({ error: { code: "FORBIDDEN" } }, { status: 403 }) };
  return { tenantId: user.tenantId };
}

function csvResponse(chunks: AsyncGenerator<string>, name: string): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "no-store",
    },
  });
}

const notFound = () => Response.json({ error: { code: "NOT_FOUND" } }, { status: 404 });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/marketing-data/jobs/:id/rows: a job's tidy rows as CSV. */
export async function serveJobRows(db: Db, request: Request, id: string): Promise<Response> {
  const caller = await callerTenant(db, request, "marketing_data.extract_job");
  if ("refusal" in caller) return caller.refusal!;
  if (!UUID.test(id)) return notFound();
  const job = await getExtractJob(db, { tenantId: caller.tenantId, id });
  if (!job) return notFound();
  return csvResponse(
    extractRowsCsv(db, { tenantId: caller.tenantId, jobId: id }),
    `extract-${id}.csv`,
  );
}

/** GET /api/marketing-data/source/:table: one of the tenant's source tables as CSV. */
export async function serveSourceTable(db: Db, request: Request, table: string): Promise<Response> {
  const caller = await callerTenant(db, request, "marketing_data.source_data");
  if ("refusal" in caller) return caller.refusal!;
  if (!(SOURCE_TABLE_NAMES as string[]).includes(table)) return notFound();
  return csvResponse(sourceTableCsv(db, caller.tenantId, table as SourceTableName), `${table}.csv`);
}
