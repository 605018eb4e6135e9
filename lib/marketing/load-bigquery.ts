import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import { bigQueryClient } from "./bigquery";
import { bigQueryConfigOf } from "./connectors";
import { ensureExportTable, tenantExportSchema } from "./export-schema";
import { extractRowPages } from "./rows";

const FIELDS = [
  { name: "job_id", type: "STRING" },
  { name: "location_id", type: "STRING" },
  { name: "store_code", type: "STRING" },
  { name: "store_name", type: "STRING" },
  { name: "day", type: "DATE" },
  { name: "metric", type: "STRING" },
  { name: "value", type: "INT64" },
];
/** insertAll takes up to 500 rows a request as Google recommends. */
const BATCH = 500;

/** One table per job in the dataset: a rerun fills the same table (insertIds drop repeats). */
export const bigQueryTable = (jobId: string) => `extract_${jobId.replace(/-/g, "")}`;

async function configOf(db: Db, tenantId: string) {
  const config = await bigQueryConfigOf(db, { tenantId });
  if (!config) throw new Error("BigQuery is not configured");
  return config;
}

export async function loadIntoBigQuery(
  db: Db,
  { tenantId, jobId }: { tenantId: string; jobId: string },
): Promise<number> {
  const client = bigQueryClient(await configOf(db, tenantId));
  const table = bigQueryTable(jobId);
  await client.createTable(table, FIELDS);
  let sent = 0;
  for await (const page of extractRowPages(db, { tenantId, jobId })) {
    for (let i = 0; i < page.length; i += BATCH) {
      const rows = page.slice(i, i + BATCH).map((row) => ({
        insertId: `${row.locationId}:${row.metric}:${row.day}`,
        json: {
          job_id: row.jobId,
          location_id: row.locationId,
          store_code: row.storeCode,
          store_name: row.storeName,
          day: row.day,
          metric: row.metric,
          value: row.value,
        },
      }));
      await client.insertAll(table, rows);
      sent += rows.length;
    }
  }
  return sent;
}

export async function copyBigQueryToSql(
  db: Db,
  { tenantId, jobId }: { tenantId: string; jobId: string },
): Promise<number> {
  const client = bigQueryClient(await configOf(db, tenantId));
  const target = await ensureExportTable(db, await tenantExportSchema(db, { tenantId }));
  await db.execute(sql`delete from ${target} where job_id = ${jobId}`);
  let copied = 0;
  let pageToken: string | undefined;
  do {
    const answer = await client.listRows(bigQueryTable(jobId), pageToken);
    const rows = (answer.rows ?? []).map((row) => row.f.map((cell) => cell.v));
    // A statement takes at most 65,535 parameters: 2,000 rows of 7 stay well below.
    for (let i = 0; i < rows.length; i += 2000) {
      await db.execute(sql`
        insert into ${target} (job_id, location_id, store_code, store_name, day, metric, value)
        values ${sql.join(
          rows
            .slice(i, i + 2000)
            .map(
              ([job, location, code, name, day, metric, value]) =>
                sql`(${job}::uuid, ${location}::uuid, ${code}, ${name ?? ""}, ${day}::date, ${metric}, ${value}::bigint)`,
            ),
          sql`, `,
        )}
        on conflict do nothing`);
    }
    copied += rows.length;
    pageToken = answer.pageToken;
  } while (pageToken);
  return copied;
}
