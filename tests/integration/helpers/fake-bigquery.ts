// A stand-in for BigQuery's REST API and Google's token endpoint on a local port: enough of
// datasets.get, tables.insert, tabledata.insertAll and tabledata.list for the extract jobs.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportPKCS8, generateKeyPair } from "jose";

export type FakeBigQuery = {
  apiUrl: string;
  tokenUrl: string;
  /** Rows inserted per table id. */
  tables: Map<string, Record<string, unknown>[]>;
  /** A key file the fake accepts. */
  credentials: string;
  /** Makes the next tabledata.list answer 503 (a failed BQ2SQL). */
  failNextList: () => void;
  close: () => Promise<void>;
};

export async function startFakeBigQuery(dataset: string): Promise<FakeBigQuery> {
  const tables = new Map<string, Record<string, unknown>[]>();
  let failList = false;
  const server: Server = createServer(async (req, res) => {
    let text = "";
    for await (const chunk of req) text += chunk;
    const url = new URL(req.url!, "http://x");
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === "/token")
      return send(200, { access_token: "fake-token", expires_in: 3600 });
    if (req.headers.authorization !== "Bearer fake-token")
      return send(401, { error: { message: "No token" } });
    const match =
      /^\/projects\/([^/]+)\/datasets\/([^/]+)(?:\/tables(?:\/([^/]+)(\/insertAll|\/data)?)?)?$/.exec(
        url.pathname,
      );
    if (!match || match[2] !== dataset)
      return send(404, { error: { message: "Not found: Dataset" } });
    const [, , , table, action] = match;
    if (!table && url.pathname.endsWith("/tables")) {
      const id = JSON.parse(text).tableReference.tableId as string;
      if (tables.has(id)) return send(409, { error: { message: "Already Exists" } });
      tables.set(id, []);
      return send(200, { id });
    }
    if (!table) return send(200, { id: `${match[1]}:${dataset}` });
    const rows = tables.get(table);
    if (!rows) return send(404, { error: { message: "Not found: Table" } });
    if (action === "/insertAll") {
      for (const row of JSON.parse(text).rows) rows.push(row.json);
      return send(200, {});
    }
    if (failList) {
      failList = false;
      return send(503, { error: { message: "Backend error" } });
    }
    const start = Number(url.searchParams.get("pageToken") ?? 0);
    const size = Number(url.searchParams.get("maxResults") ?? 10000);
    const page = rows.slice(start, start + size);
    const fields = ["job_id", "location_id", "store_code", "store_name", "day", "metric", "value"];
    return send(200, {
      totalRows: String(rows.length),
      rows: page.map((row) => ({
        f: fields.map((field) => ({ v: row[field] === null ? null : String(row[field]) })),
      })),
      ...(start + size < rows.length ? { pageToken: String(start + size) } : {}),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const credentials = JSON.stringify({
    client_email: "extract@project.iam.gserviceaccount.com",
    private_key: await exportPKCS8(privateKey),
  });
  return {
    apiUrl: base,
    tokenUrl: `${base}/token`,
    tables,
    credentials,
    failNextList: () => void (failList = true),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
