import "server-only";
import { importPKCS8, SignJWT } from "jose";
import { guardedFetch, OutboundError, type OutboundResponse } from "@/lib/security/outbound-fetch";
import type { BigQueryConfig } from "./schema";

// Only Google's endpoints are called, through the outbound guard: the key file's token_uri is
// ignored, as a tenant could point it anywhere. Google's words go to the log, never to the tenant.

const SCOPE = "https://www.googleapis.com/auth/bigquery";
export const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
const TIMEOUT_MS = 15_000;
/** A tabledata.list page of 10,000 rows of the export's seven columns stays well under this. */
const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

export function bigQueryBaseUrl(): string {
  return (process.env.BIGQUERY_API_URL || "https://bigquery.googleapis.com/bigquery/v2").replace(
    /\/$/,
    "",
  );
}

const tokenUrl = () => process.env.BIGQUERY_TOKEN_URL || GOOGLE_TOKEN_URL;

export const BIGQUERY_FAILURES = [
  "CREDENTIALS_REFUSED",
  "ACCESS_DENIED",
  "NOT_FOUND",
  "ALREADY_EXISTS",
  "ROWS_REFUSED",
  "SERVICE_ERROR",
  "CONNECTION_FAILED",
] as const;
export type BigQueryFailure = (typeof BIGQUERY_FAILURES)[number];

const MESSAGES: Record<BigQueryFailure, string> = {
  CREDENTIALS_REFUSED: "BigQuery refused the service account key",
  ACCESS_DENIED: "The service account may not use this project or dataset",
  NOT_FOUND: "BigQuery has no such project, dataset or table",
  ALREADY_EXISTS: "The table exists already",
  ROWS_REFUSED: "BigQuery refused some rows",
  SERVICE_ERROR: "BigQuery answered with an error",
  CONNECTION_FAILED: "BigQuery could not be reached",
};

export class BigQueryError extends Error {
  constructor(
    readonly status: number,
    readonly code: BigQueryFailure,
  ) {
    super(status ? `${MESSAGES[code]} (HTTP ${status})` : MESSAGES[code]);
    this.name = "BigQueryError";
  }
}

function failureOf(status: number): BigQueryFailure {
  if (status === 401) return "CREDENTIALS_REFUSED";
  if (status === 403) return "ACCESS_DENIED";
  if (status === 404) return "NOT_FOUND";
  if (status === 409) return "ALREADY_EXISTS";
  return "SERVICE_ERROR";
}

function logRefusal(what: string, response: OutboundResponse) {
  const body = response.json<{ error?: string | { message?: string } }>();
  const said = typeof body?.error === "string" ? body.error : body?.error?.message;
  console.warn(`BigQuery ${what} answered ${response.status}: ${String(said ?? "").slice(0, 200)}`);
}

async function send(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) {
  try {
    return await guardedFetch(url, {
      ...init,
      timeoutMs: TIMEOUT_MS,
      maxBytes: MAX_ANSWER_BYTES,
      maxRedirects: 0,
    });
  } catch (error) {
    if (error instanceof OutboundError) throw new BigQueryError(0, "CONNECTION_FAILED");
    throw error;
  }
}

async function accessToken(config: BigQueryConfig): Promise<string> {
  const key = await importPKCS8(config.credentials.private_key, "RS256").catch(() => {
    throw new BigQueryError(0, "CREDENTIALS_REFUSED");
  });
  const audience = tokenUrl();
  const assertion = await new SignJWT({ scope: SCOPE })
    .setProtectedHeader({ alg: "RS256", typ: "JWT" })
    .setIssuer(config.credentials.client_email)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(key);
  const response = await send(audience, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
      assertion,
    }).toString(),
  });
  const token = response.json<{ access_token?: string }>()?.access_token;
  if (response.ok && token) return token;
  logRefusal("token endpoint", response);
  // Google answers a key it does not take with 400 (invalid_grant) or 401.
  const status = response.status;
  throw new BigQueryError(
    status,
    status === 400 || status === 401 ? "CREDENTIALS_REFUSED" : "SERVICE_ERROR",
  );
}

export type BigQueryClient = ReturnType<typeof bigQueryClient>;

export function bigQueryClient(config: BigQueryConfig) {
  let token: Promise<string> | undefined;
  const dataset = `${bigQueryBaseUrl()}/projects/${encodeURIComponent(config.projectId)}/datasets/${encodeURIComponent(config.datasetId)}`;

  async function call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
    token ??= accessToken(config);
    const response = await send(`${dataset}${path}`, {
      method: init.method ?? "GET",
      headers: {
        authorization: `Bearer ${await token}`,
        ...(init.body ? { "content-type": "application/json" } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    if (!response.ok) {
      logRefusal(path || "dataset", response);
      throw new BigQueryError(response.status, failureOf(response.status));
    }
    return (response.json<T>() ?? {}) as T;
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
        if (!(error instanceof BigQueryError && error.code === "ALREADY_EXISTS")) throw error;
      }
    },
    async insertAll(tableId: string, rows: { insertId: string; json: Record<string, unknown> }[]) {
      const answer = await call<{ insertErrors?: unknown[] }>(`/tables/${tableId}/insertAll`, {
        method: "POST",
        body: { skipInvalidRows: false, rows },
      });
      if (answer.insertErrors?.length) {
        console.warn(`BigQuery insertAll refused ${answer.insertErrors.length} rows`);
        throw new BigQueryError(0, "ROWS_REFUSED");
      }
    },
    listRows: (tableId: string, pageToken?: string) =>
      call<{ rows?: { f: { v: string | null }[] }[]; pageToken?: string }>(
        `/tables/${tableId}/data?maxResults=10000${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ""}`,
      ),
  };
}
