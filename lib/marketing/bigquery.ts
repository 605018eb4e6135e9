import "server-only";
import { importPKCS8, SignJWT } from "jose";
import type { BigQueryConfig } from "./schema";

// BigQuery's REST API (v2) called with fetch: a service account's signed assertion is traded for
// an access token, then datasets, tables, insertAll and tabledata.list. The base URLs come from
// env so a stand-in server can answer in tests.

const SCOPE = "https://www.googleapis.com/auth/bigquery";

export function bigQueryBaseUrl(): string {
  return (process.env.BIGQUERY_API_URL || "https://bigquery.googleapis.com/bigquery/v2").replace(
    /\/$/,
    "",
  );
}

function tokenUrl(config: BigQueryConfig): string {
  return (
    process.env.BIGQUERY_TOKEN_URL ||
    config.credentials.token_uri ||
    "https://oauth2.googleapis.com/token"
  );
}

export class BigQueryError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "BigQueryError";
  }
}

async function accessToken(config: BigQueryConfig): Promise<string> {
  const key = await importPKCS8(config.credentials.private_key, "RS256");
  const audience = tokenUrl(config);
  const assertion = await new SignJWT({ scope: SCOPE })
    .setProtectedHeader({ alg: "RS256", typ: "JWT" })
    .setIssuer(config.credentials.client_email)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(key);
  const response = await fetch(audience, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
      assertion,
    }),
  });
  const body = (await response.json().catch(() => ({}))) as {
    access_token?: string;
    error?: string;
  };
  if (!response.ok || !body.access_token)
    throw new BigQueryError(response.status, `Token refused: ${body.error ?? response.status}`);
  return body.access_token;
}

export type BigQueryClient = ReturnType<typeof bigQueryClient>;

/** A client of one project and dataset; the token is taken once per client. */
export function bigQueryClient(config: BigQueryConfig) {
  let token: Promise<string> | undefined;
  const dataset = `${bigQueryBaseUrl()}/projects/${encodeURIComponent(config.projectId)}/datasets/${encodeURIComponent(config.datasetId)}`;

  async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
    token ??= accessToken(config);
    const response = await fetch(`${dataset}${path}`, {
      method: init.method ?? "GET",
      headers: {
        authorization: `Bearer ${await token}`,
        ...(init.body ? { "content-type": "application/json" } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const body = (await response.json().catch(() => ({}))) as T & { error?: { message?: string } };
    if (!response.ok)
      throw new BigQueryError(
        response.status,
        body.error?.message ?? `BigQuery answered ${response.status}`,
      );
    return body;
  }

  return {
    getDataset: () => call<{ id?: string }>(""),
    /** Creates the table; one that exists already is fine (a rerun). */
    async createTable(tableId: string, fields: { name: string; type: string }[]) {
      try {
        await call("/tables", {
          method: "POST",
          body: {
            tableReference: { projectId: config.projectId, datasetId: config.datasetId, tableId },
            schema: { fields },
          },
        });
      } catch (error) {
        if (!(error instanceof BigQueryError && error.status === 409)) throw error;
      }
    },
    async insertAll(tableId: string, rows: { insertId: string; json: Record<string, unknown> }[]) {
      const answer = await call<{ insertErrors?: unknown[] }>(`/tables/${tableId}/insertAll`, {
        method: "POST",
        body: { skipInvalidRows: false, rows },
      });
      if (answer.insertErrors?.length)
        throw new BigQueryError(400, `${answer.insertErrors.length} rows were refused`);
    },
    listRows: (tableId: string, pageToken?: string) =>
      call<{ rows?: { f: { v: string | null }[] }[]; pageToken?: string }>(
        `/tables/${tableId}/data?maxResults=10000${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ""}`,
      ),
  };
}
