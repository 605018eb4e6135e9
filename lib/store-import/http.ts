import "server-only";
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import busboy from "busboy";
import { createTranslator } from "next-intl";
import { withSection } from "@/lib/auth/with-section";
import { formatBytes } from "@/lib/format/number";
import { CSRF_HEADER } from "@/lib/http/endpoint";
import { isBearerOnlyRequest } from "@/lib/http/csrf";
import type { Locale } from "@/lib/i18n/config";
import { requestLocale } from "@/lib/i18n/request-locale";
import { requestedWorkspace, WorkspaceNotFoundError } from "@/lib/workspaces/selection";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from "./rules";
import { exportQuerySchema } from "./schema";
import { ImportFileError } from "./errors";
import { exportStores } from "./export";
import { importStoreFile } from "./service";

const MESSAGES = { en, es } as const;

export function importFileErrorBody(error: ImportFileError, locale: Locale) {
  const t = createTranslator({
    locale,
    messages: MESSAGES[locale],
    namespace: "storeImport.fileErrors",
  });
  const params = { limit: formatBytes(IMPORT_MAX_BYTES, locale), max: IMPORT_MAX_ROWS };
  return { error: { code: error.code, message: t(error.code, params) } };
}

/**
 * GET /api/stores/export?format=csv|xlsx&filter=…&workspace=…: the stores the list shows with
 * those filters, streamed a page at a time. A read, so a plain link works without the CSRF header.
 */
export const handleStoreExport = withSection("store", async ({ db, tenantId }, request) => {
  const url = new URL(request.url);
  const parsed = exportQuerySchema.safeParse(url.searchParams);
  if (!parsed.success) return Response.json({ error: { code: "BAD_USER_INPUT" } }, { status: 400 });
  const { format, filter, workspaceId } = parsed.data;
  let workspace;
  try {
    workspace = await requestedWorkspace(db, { tenantId, requestedId: workspaceId });
  } catch (error) {
    if (error instanceof WorkspaceNotFoundError)
      return Response.json({ error: { code: "NOT_FOUND" } }, { status: 404 });
    throw error;
  }
  const language = requestLocale(request);
  const stream = exportStores(db, {
    tenantId,
    selection: {
      filter,
      workspace: workspace
        ? {
            id: workspace.id,
            isDefault: workspace.isDefault,
            locationCount: workspace.locationCount,
          }
        : undefined,
    },
    language,
    format,
  });
  const day = new Date().toISOString().slice(0, 10);
  const extension = format === "CSV" ? "csv" : "xlsx";
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      "Content-Type":
        format === "CSV"
          ? "text/csv; charset=utf-8"
          : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="stores-${day}.${extension}"`,
      "Cache-Control": "private, no-store",
    },
  });
});

/** The multipart body's `file` saved to a temporary file, read no further than the cap. */
async function receiveSheet(request: Request): Promise<{ tmpPath: string; fileName: string }> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType) || !request.body)
    throw new ImportFileError("noFile");
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > IMPORT_MAX_BYTES + 64 * 1024) throw new ImportFileError("tooLarge", 413);
  const dir = path.join(tmpdir(), "storeplus-imports");
  await mkdir(dir, { recursive: true });
  const body = Readable.fromWeb(request.body as unknown as NodeWebStream<Uint8Array>);
  const parser = busboy({
    headers: { "content-type": contentType },
    defParamCharset: "utf8",
    limits: { files: 1, fields: 10, fieldSize: 1024, fileSize: IMPORT_MAX_BYTES + 1 },
  });
  let saving: Promise<{ tmpPath: string; fileName: string }> | null = null;
  await new Promise<void>((resolve, reject) => {
    parser.on("file", (name, stream, info) => {
      if (name !== "file" || saving) {
        stream.resume();
        return;
      }
      const tmpPath = path.join(dir, randomUUID());
      const out = createWriteStream(tmpPath);
      let size = 0;
      saving = (async () => {
        try {
          for await (const chunk of stream as AsyncIterable<Buffer>) {
            size += chunk.length;
            if (size > IMPORT_MAX_BYTES) throw new ImportFileError("tooLarge", 413);
            if (!out.write(chunk))
              await new Promise<void>((done) => out.once("drain", () => done()));
          }
          out.end();
          await finished(out);
          if (size === 0) throw new ImportFileError("empty");
          return { tmpPath, fileName: info.filename ?? "" };
        } catch (error) {
          stream.resume();
          out.destroy();
          await rm(tmpPath, { force: true });
          throw error;
        }
      })();
      saving.catch((error) => {
        body.unpipe(parser);
        body.destroy();
        reject(error);
      });
    });
    parser.on("error", () => reject(new ImportFileError("noFile")));
    parser.on("close", () => resolve());
    body.on("error", () => reject(new ImportFileError("noFile")));
    body.pipe(parser);
  });
  if (!saving) throw new ImportFileError("noFile");
  return saving;
}

/** POST /api/stores/import (multipart `file`) → 201 { id }: the preview to read with storeImport. */
export const handleStoreImport = withSection("store", async ({ db, tenantId, userId }, request) => {
  const locale = requestLocale(request);
  if (!isBearerOnlyRequest(request.headers) && !request.headers.get(CSRF_HEADER))
    return Response.json({ error: { code: "FORBIDDEN" } }, { status: 403 });
  try {
    const file = await receiveSheet(request);
    const created = await importStoreFile(db, {
      tenantId,
      userId,
      path: file.tmpPath,
      fileName: file.fileName,
      language: locale,
    });
    return Response.json(created, { status: 201 });
  } catch (error) {
    if (error instanceof ImportFileError)
      return Response.json(importFileErrorBody(error, locale), { status: error.status });
    throw error;
  }
});
