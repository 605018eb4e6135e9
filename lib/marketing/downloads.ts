import "server-only";
import { withSection } from "@/lib/auth/with-section";
import { getExtractJob } from "./queries";
import { extractRowsCsv } from "./rows";
import { SOURCE_TABLE_NAMES, sourceTableCsv, type SourceTableName } from "./source-tables";

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
export const serveJobRows = withSection(
  "marketing_data.extract_job",
  async ({ db, tenantId }, _request, id: string) => {
    if (!UUID.test(id)) return notFound();
    const job = await getExtractJob(db, { tenantId, id });
    if (!job) return notFound();
    return csvResponse(extractRowsCsv(db, { tenantId, jobId: id }), `extract-${id}.csv`);
  },
);

/** GET /api/marketing-data/source/:table: one of the tenant's source tables as CSV. */
export const serveSourceTable = withSection(
  "marketing_data.source_data",
  async ({ db, tenantId }, _request, table: string) => {
    if (!(SOURCE_TABLE_NAMES as string[]).includes(table)) return notFound();
    return csvResponse(
      sourceTableCsv(db, { tenantId, table: table as SourceTableName }),
      `${table}.csv`,
    );
  },
);
