import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { recordFailure, type RateLimitRule } from "@/lib/auth/rate-limit";
import type { Db } from "@/lib/db/client";
import { connectors } from "@/lib/db/schema";
import { BigQueryError, bigQueryClient } from "./bigquery";
import { rowsOf } from "@/lib/db/rows";
import { ensureExportTable, tenantExportSchema } from "./export-schema";
import { probeStorage } from "./load-csv";
import type { BigQueryConfig } from "./schema";
import {
  CONNECTOR_TEST_FAILURES,
  CONNECTOR_TYPES,
  type ConnectorState,
  type ConnectorTestFailure,
  type ConnectorType,
} from "./statuses";

export type ConnectorView = {
  type: ConnectorType;
  state: ConnectorState;
  lastTestedAt: Date | null;
  lastError: string | null;
  /** POSTGRESQL: the tenant's export schema. */
  exportSchema: string | null;
  /** BIGQUERY: what was saved, without the key. */
  projectId: string | null;
  datasetId: string | null;
  clientEmail: string | null;
};

/** A type's state before anything was saved or tested: only BigQuery needs settings. */
const DEFAULT_STATE: Record<ConnectorType, ConnectorState> = {
  POSTGRESQL: "READY",
  BIGQUERY: "NOT_CONFIGURED",
  CSV_STORAGE: "READY",
};

export async function listConnectors(
  db: Db,
  { tenantId }: { tenantId: string },
): Promise<ConnectorView[]> {
  const [rows, schema] = await Promise.all([
    db.select().from(connectors).where(eq(connectors.tenantId, tenantId)),
    tenantExportSchema(db, { tenantId }),
  ]);
  return CONNECTOR_TYPES.map((type) => {
    const row = rows.find((r) => r.type === type);
    const bq =
      type === "BIGQUERY" ? (row?.config as Partial<BigQueryConfig> | undefined) : undefined;
    return {
      type,
      state: (row?.state as ConnectorState | undefined) ?? DEFAULT_STATE[type],
      lastTestedAt: row?.lastTestedAt ?? null,
      lastError: row?.lastError ?? null,
      exportSchema: type === "POSTGRESQL" ? schema : null,
      projectId: bq?.projectId ?? null,
      datasetId: bq?.datasetId ?? null,
      clientEmail: bq?.credentials?.client_email ?? null,
    };
  });
}

export async function bigQueryConfigOf(
  db: Db,
  { tenantId }: { tenantId: string },
): Promise<BigQueryConfig | null> {
  const [row] = await db
    .select({ config: connectors.config })
    .from(connectors)
    .where(and(eq(connectors.tenantId, tenantId), eq(connectors.type, "BIGQUERY")));
  const config = row?.config as Partial<BigQueryConfig> | undefined;
  return config?.projectId && config.credentials ? (config as BigQueryConfig) : null;
}

/** A blank key keeps the one saved before; false when there is no key at all. */
export async function saveBigQueryConnector(
  db: Db,
  {
    tenantId,
    input,
  }: {
    tenantId: string;
    input: Omit<BigQueryConfig, "credentials"> & { credentials?: BigQueryConfig["credentials"] };
  },
): Promise<boolean> {
  const credentials = input.credentials ?? (await bigQueryConfigOf(db, { tenantId }))?.credentials;
  if (!credentials) return false;
  const config = { projectId: input.projectId, datasetId: input.datasetId, credentials };
  await db
    .insert(connectors)
    .values({ tenantId, type: "BIGQUERY", config, state: "READY" })
    .onConflictDoUpdate({
      target: [connectors.tenantId, connectors.type],
      set: { config, state: "READY", lastError: null, updatedAt: new Date() },
    });
  return true;
}

class ConnectorTestError extends Error {
  constructor(readonly code: ConnectorTestFailure) {
    super(code);
  }
}

async function check(db: Db, tenantId: string, type: ConnectorType): Promise<void> {
  if (type === "POSTGRESQL") {
    const schema = await tenantExportSchema(db, { tenantId });
    await ensureExportTable(db, schema);
    const [row] = rowsOf<{ ok: number; can_create: boolean }>(
      await db.execute(
        sql`select 1 as ok, has_schema_privilege(current_user, ${schema}, 'CREATE') as can_create`,
      ),
    );
    if (!row?.can_create) throw new ConnectorTestError("NO_CREATE_RIGHTS");
    return;
  }
  if (type === "CSV_STORAGE") return probeStorage(tenantId);
  const config = await bigQueryConfigOf(db, { tenantId });
  if (!config) throw new ConnectorTestError("NOT_CONFIGURED");
  await bigQueryClient(config).getDataset();
}

/** Details go to the server's log, never to the tenant. */
function failureOf(type: ConnectorType, error: unknown): ConnectorTestFailure {
  if (error instanceof ConnectorTestError) return error.code;
  if (error instanceof BigQueryError)
    return (CONNECTOR_TEST_FAILURES as readonly string[]).includes(error.code)
      ? (error.code as ConnectorTestFailure)
      : "SERVICE_ERROR";
  console.error(`Connector test of ${type} failed`, error);
  return type === "CSV_STORAGE" ? "STORAGE_FAILED" : "FAILED";
}

export const CONNECTOR_TEST_LIMIT: RateLimitRule = { limit: 5, windowSeconds: 60 };

export async function allowConnectorTest(
  db: Db,
  { tenantId }: { tenantId: string },
): Promise<boolean> {
  const count = await recordFailure(db, `connector-test:tenant:${tenantId}`, CONNECTOR_TEST_LIMIT);
  return count <= CONNECTOR_TEST_LIMIT.limit;
}

/** Each test reaches the destination for real; the outcome becomes the connector's state. */
export async function testConnector(
  db: Db,
  { tenantId, type }: { tenantId: string; type: ConnectorType },
) {
  let error: ConnectorTestFailure | null = null;
  try {
    await check(db, tenantId, type);
  } catch (failure) {
    error = failureOf(type, failure);
  }
  const state: ConnectorState =
    error === null
      ? "READY"
      : type === "BIGQUERY" && !(await bigQueryConfigOf(db, { tenantId }))
        ? "NOT_CONFIGURED"
        : "ERROR";
  const values = { state, lastError: error, lastTestedAt: new Date(), updatedAt: new Date() };
  await db
    .insert(connectors)
    .values({ tenantId, type, config: {}, ...values })
    .onConflictDoUpdate({ target: [connectors.tenantId, connectors.type], set: values });
  return { ok: error === null, error };
}

export async function destinationReady(
  db: Db,
  { tenantId, type }: { tenantId: string; type: ConnectorType },
) {
  return type !== "BIGQUERY" || (await bigQueryConfigOf(db, { tenantId })) !== null;
}
