// Store spreadsheet export and import: the round trip in CSV and XLSX, the preview's counts and
// errors (in Spanish), nothing sent before apply, apply sending only the changed fields once, two
// tenants, a role without the store section, and a 10,000-row file read in bounded memory.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setMapsFetchForTests } from "@/lib/auth/maps-access";
import { locations, storeImports } from "@/lib/db/schema";
import { simulatorFetch } from "@/lib/maps-simulator/in-process";
import { refreshDetails } from "@/lib/stores/details";
import { handleStoreExport, handleStoreImport } from "@/lib/store-import/http";
import { checkSheet } from "@/lib/store-import/check";
import { codeOf, setUpStoreEdits, type StoreEdits } from "@/tests/integration/helpers/store-edits";

const PREVIEW = `query ($id: ID!) { storeImport(id: $id) { status
  totals { rows changes stores errors unknownCodes duplicates unchangedRows unchangedCells }
  changes(limit: 100) { storeCode field fieldLabel old new }
  errors(limit: 100) { row column field kind message } job { id } } }`;
const APPLY = `mutation ($id: ID!) { applyStoreImport(id: $id) { id status total } }`;

let env: StoreEdits;
let dir: string;
const patches: { url: string; body: Record<string, unknown> }[] = [];

async function exportFile(token: string, format: "csv" | "xlsx", language = "es") {
  const response = await handleStoreExport(
    env.testDb.db,
    new Request(`http://localhost/api/stores/export?format=${format}`, {
      headers: { authorization: `Bearer ${token}`, "accept-language": language },
    }),
  );
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function upload(token: string, bytes: Buffer, fileName: string, language = "es") {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)]), fileName);
  const response = await handleStoreImport(
    env.testDb.db,
    new Request("http://localhost/api/stores/import", {
      method: "POST",
      body: form,
      headers: { authorization: `Bearer ${token}`, "accept-language": language },
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, never> };
}

const csvRows = (bytes: Buffer) => parse(bytes, { bom: true }) as string[][];
const toCsv = (rows: string[][]) =>
  Buffer.from(
    "\uFEFF" +
      rows
        .map((row) =>
          row
            .map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell))
            .join(","),
        )
        .join("\r\n"),
  );

beforeAll(async () => {
  env = await setUpStoreEdits({ stores: 3, workers: 1 });
  dir = mkdtempSync(path.join(tmpdir(), "store-import-"));
  setMapsFetchForTests(async (input, init) => {
    if (init?.method === "PATCH")
      patches.push({ url: String(input), body: JSON.parse(String(init.body ?? "{}")) });
    return simulatorFetch(input, init);
  });
  // The kept listings of the simulator stores: phones, categories and hours to export.
  const rows = await env.testDb.db
    .select()
    .from(locations)
    .where(eq(locations.tenantId, env.f.tenantA));
  for (const store of rows.filter((s) => env.simStores.includes(s.googleId)))
    await refreshDetails(env.testDb.db, env.maps, store);
}, 120_000);

afterAll(async () => {
  await env?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("store export", () => {
  it("writes every store with Spanish headers, a BOM and guarded formulas (CSV)", async () => {
    const { response, bytes } = await exportFile(env.tokens.adminA!, "csv");
    expect(response.status).toBe(200);
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = csvRows(bytes);
    expect(rows[0]!.slice(0, 3)).toEqual(["Código de tienda", "Nombre", "Teléfono principal"]);
    expect(rows).toHaveLength(1 + env.f.locationsA.length);
    // A phone starts with "+": behind a quote, so a spreadsheet does not run it.
    const phones = rows
      .slice(1)
      .map((row) => row[2])
      .filter(Boolean);
    expect(phones.length).toBeGreaterThan(0);
    for (const phone of phones)
      expect(phone!.startsWith("'+") || !phone!.startsWith("+")).toBe(true);
  });

  it("round-trips unchanged in CSV and XLSX: no change, nothing to send", async () => {
    for (const format of ["csv", "xlsx"] as const) {
      const { bytes } = await exportFile(env.tokens.adminA!, format);
      const created = await upload(env.tokens.adminA!, bytes, `stores.${format}`);
      expect(created.status).toBe(201);
      const { body } = await env.as("adminA", PREVIEW, { id: created.body.id });
      const preview = body.data!.storeImport as { totals: Record<string, number> };
      expect(preview.totals.changes).toBe(0);
      expect(preview.totals.errors).toBe(0);
      expect(preview.totals.unchangedRows).toBe(env.f.locationsA.length);
    }
  });

  it("refuses another role and no session", async () => {
    expect((await exportFile(env.tokens.reviewsA!, "csv")).response.status).toBe(403);
    const anonymous = await handleStoreExport(
      env.testDb.db,
      new Request("http://localhost/api/stores/export?format=csv"),
    );
    expect(anonymous.status).toBe(401);
  });
});

describe("store import", () => {
  let importId: string;
  let firstCode: string;

  it("previews changes, errors by row and column in Spanish, unknown and repeated rows", async () => {
    const { bytes } = await exportFile(env.tokens.adminA!, "xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as never);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as string[]).slice(1);
    const col = (name: string) => header.indexOf(name) + 1;
    // Rows 2 and 3 are the first two stores by name.
    firstCode = String(sheet.getRow(2).getCell(col("Código de tienda")).value);
    sheet.getRow(2).getCell(col("Nombre")).value = "Tienda renombrada";
    sheet.getRow(3).getCell(col("Lunes")).value = "25:00-13:00";
    const unknown = sheet.addRow([]);
    unknown.getCell(col("Código de tienda")).value = "NO-SUCH-CODE";
    unknown.getCell(col("Nombre")).value = "Nadie";
    const repeated = sheet.addRow([]);
    repeated.getCell(col("Código de tienda")).value = firstCode;
    repeated.getCell(col("Nombre")).value = "Otra vez";
    const edited = Buffer.from(await workbook.xlsx.writeBuffer());

    const created = await upload(env.tokens.adminA!, edited, "edited.xlsx");
    expect(created.status).toBe(201);
    importId = created.body.id;
    const { body } = await env.as("adminA", PREVIEW, { id: importId }, "es");
    const preview = body.data!.storeImport as {
      status: string;
      totals: Record<string, number>;
      changes: { storeCode: string; field: string; fieldLabel: string; new: string }[];
      errors: { row: number; column: string; kind: string; message: string }[];
    };
    expect(preview.status).toBe("READY");
    expect(preview.totals).toMatchObject({
      changes: 1,
      stores: 1,
      errors: 1,
      unknownCodes: 1,
      duplicates: 1,
    });
    expect(preview.changes).toEqual([
      expect.objectContaining({
        storeCode: firstCode,
        field: "title",
        fieldLabel: "Nombre",
        new: "Tienda renombrada",
      }),
    ]);
    expect(preview.errors).toEqual(
      expect.arrayContaining([
        {
          row: 3,
          column: "Lunes",
          field: "hoursMonday",
          kind: "INVALID",
          message: "Ingresa una hora",
        },
        expect.objectContaining({ column: "Código de tienda", kind: "UNKNOWN_CODE" }),
        expect.objectContaining({ row: env.f.locationsA.length + 3, kind: "DUPLICATE" }),
      ]),
    );
    // Nothing reached the maps service.
    expect(patches).toHaveLength(0);
  });

  it("checks phones with the store's country and reads a bad hour and file type", async () => {
    const { bytes } = await exportFile(env.tokens.adminA!, "csv");
    const rows = csvRows(bytes);
    rows[1]![2] = "12";
    const created = await upload(env.tokens.adminA!, toCsv(rows), "phones.csv");
    const { body } = await env.as("adminA", PREVIEW, { id: created.body.id }, "en");
    const preview = body.data!.storeImport as { errors: { column: string; message: string }[] };
    expect(preview.errors).toEqual([
      expect.objectContaining({
        column: "Primary phone",
        message: "This is not a valid phone number for the store's country",
      }),
    ]);
    const wrong = await upload(env.tokens.adminA!, Buffer.from([0, 1, 2, 3, 4]), "x.pdf");
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({
      code: "wrongType",
      message: expect.stringContaining("CSV"),
    });
  });

  it("keeps imports apart between tenants and refuses a role without the store section", async () => {
    const other = await env.as("adminB", PREVIEW, { id: importId });
    expect(other.body.data!.storeImport).toBeNull();
    expect(codeOf(await env.as("adminB", APPLY, { id: importId }))).toBe("NOT_FOUND");
    expect(codeOf(await env.as("reviewsA", PREVIEW, { id: importId }))).toBe("FORBIDDEN");
    expect(codeOf(await env.as("reviewsA", APPLY, { id: importId }))).toBe("FORBIDDEN");
    const upload403 = await upload(env.tokens.reviewsA!, Buffer.from("a,b\n"), "a.csv");
    expect(upload403.status).toBe(403);
    expect(patches).toHaveLength(0);
  });

  it("applies as one job sending only the changed fields, once", async () => {
    const applied = await env.as("adminA", APPLY, { id: importId });
    const job = applied.body.data!.applyStoreImport as { id: string; total: number };
    expect(job.total).toBe(1);
    const done = await env.waitForJob(job.id);
    expect(done.done).toBe(1);
    const edits = patches.filter((p) => !p.url.includes("validateOnly"));
    expect(edits).toHaveLength(1);
    expect(new URL(edits[0]!.url).searchParams.get("updateMask")).toBe("title");
    expect(edits[0]!.body).toMatchObject({ title: "Tienda renombrada" });

    const again = await env.as("adminA", APPLY, { id: importId });
    expect((again.body.data!.applyStoreImport as { id: string }).id).toBe(job.id);
    const [row] = await env.testDb.db
      .select()
      .from(storeImports)
      .where(eq(storeImports.id, importId));
    expect(row!.status).toBe("APPLIED");
    expect(patches.filter((p) => !p.url.includes("validateOnly"))).toHaveLength(1);
  });
});

describe("a 10,000-row file", () => {
  it("is read and checked with the heap growing well under 200 MB", async () => {
    const db = env.testDb.db;
    const N = 10_000;
    for (let start = 0; start < N; start += 1000)
      await db.insert(locations).values(
        Array.from({ length: 1000 }, (_, j) => ({
          tenantId: env.f.tenantA,
          googleId: `locations/bulk${start + j}`,
          account: "accounts/bulk",
          locationName: `Bulk ${start + j}`,
          storeCode: `BULK-${start + j}`,
          regionCode: "ES",
          locality: "Madrid",
          addressLines: [`Calle ${start + j}`],
        })),
      );
    const file = path.join(dir, "big.csv");
    const lines = ["Store code,Name,Locality"];
    for (let i = 0; i < N; i++) lines.push(`BULK-${i},Bulk ${i} renamed,Madrid`);
    writeFileSync(file, lines.join("\r\n"));
    expect(readFileSync(file).length).toBeGreaterThan(200_000);

    global.gc?.();
    const base = process.memoryUsage().heapUsed;
    let peak = base;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 5);
    const started = performance.now();
    const summary = await checkSheet(db, {
      tenantId: env.f.tenantA,
      path: file,
      format: "CSV",
      language: "en",
    });
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    const growthMb = (peak - base) / 1024 / 1024;
    console.log(
      `10,000 rows: ${(performance.now() - started).toFixed(0)} ms, heap growth ${growthMb.toFixed(1)} MB`,
    );
    expect(summary.rows).toBe(N);
    expect(summary.changes).toHaveLength(N);
    expect(summary.errors).toHaveLength(0);
    expect(growthMb).toBeLessThan(200);
  }, 120_000);

  it("refuses a file past the row cap with a translated error", async () => {
    const lines = ["Código de tienda,Nombre"];
    for (let i = 0; i < 10_001; i++) lines.push(`X-${i},Nombre`);
    const refused = await upload(env.tokens.adminA!, Buffer.from(lines.join("\n")), "big.csv");
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: "tooManyRows",
      message: expect.stringContaining("10000"),
    });
  }, 60_000);
});
