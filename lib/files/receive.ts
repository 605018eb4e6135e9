import "server-only";
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import busboy from "busboy";
import { fileTypeFromBuffer } from "file-type";
import { byteCapOf, kindOfMime, UPLOAD_MAX_BYTES, type MediaKind } from "./rules";
import { FileError, ruleError } from "./errors";
import { uploadsTmpDir } from "./storage";

/** file-type decides from at most this many leading bytes. */
const SNIFF_BYTES = 4100;
/** Room for the multipart boundaries and the name and tags fields around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export type ReceivedFile = {
  tmpPath: string;
  /** The name the file had on the sender's machine (only for messages and the record). */
  fileName: string;
  mimeType: string;
  kind: MediaKind;
  byteSize: number;
};

export type ReceivedUpload = { file: ReceivedFile; fields: Map<string, string[]> };

/** The type of a file from its first bytes; never from its name or the header it came with. */
export async function sniffMime(head: Uint8Array): Promise<string | null> {
  return (await fileTypeFromBuffer(head))?.mime ?? null;
}

/** Reading stops once the file passes its type's cap (or Content-Length the largest), so an
 * oversized upload is never read whole. */
export async function receiveUpload(request: Request): Promise<ReceivedUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(contentType) || !request.body)
    throw new FileError("BAD_REQUEST", 400);
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > UPLOAD_MAX_BYTES + FORM_OVERHEAD_BYTES)
    throw new FileError("UPLOAD_TOO_LARGE", 413, { limit: UPLOAD_MAX_BYTES });

  await mkdir(uploadsTmpDir(), { recursive: true });
  const body = Readable.fromWeb(request.body as unknown as NodeWebStream<Uint8Array>);
  const parser = busboy({
    headers: { "content-type": contentType },
    defParamCharset: "utf8",
    limits: { files: 1, fields: 20, fieldSize: 4096, fileSize: UPLOAD_MAX_BYTES + 1 },
  });
  const fields = new Map<string, string[]>();
  let saving: Promise<ReceivedFile> | null = null;

  try {
    await new Promise<void>((resolve, reject) => {
      parser.on("field", (name, value) => fields.set(name, [...(fields.get(name) ?? []), value]));
      parser.on("file", (name, stream, info) => {
        if (name !== "file" || saving) {
          stream.resume();
          return;
        }
        saving = saveFile(stream, info.filename ?? "");
        // Stop reading the request the moment the file is refused.
        saving.catch((error) => {
          body.unpipe(parser);
          body.destroy();
          reject(error);
        });
      });
      parser.on("filesLimit", () => reject(new FileError("TOO_MANY_FILES", 400)));
      parser.on("error", () => reject(new FileError("BAD_REQUEST", 400)));
      parser.on("close", () => resolve());
      body.on("error", () => reject(new FileError("BAD_REQUEST", 400)));
      body.pipe(parser);
    });
    if (!saving) throw new FileError("NO_FILE", 400);
    return { file: await (saving as Promise<ReceivedFile>), fields };
  } catch (error) {
    const received = await (saving as Promise<ReceivedFile> | null)?.catch(() => null);
    if (received) await rm(received.tmpPath, { force: true });
    throw error;
  }
}

async function saveFile(stream: Readable, fileName: string): Promise<ReceivedFile> {
  const tmpPath = path.join(uploadsTmpDir(), randomUUID());
  const out = createWriteStream(tmpPath);
  const head: Buffer[] = [];
  let headBytes = 0;
  let sniffed: { mimeType: string; kind: MediaKind } | null = null;
  let byteSize = 0;

  const sniff = async () => {
    const mimeType = await sniffMime(Buffer.concat(head));
    const kind = mimeType ? kindOfMime(mimeType) : null;
    if (!mimeType || !kind) throw ruleError({ code: "INVALID_FORMAT", mimeType }, fileName);
    return { mimeType, kind };
  };

  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      byteSize += chunk.length;
      if (!sniffed) {
        head.push(chunk);
        headBytes += chunk.length;
        if (headBytes >= SNIFF_BYTES) sniffed = await sniff();
      }
      if (sniffed && byteSize > byteCapOf(sniffed.kind)) throw tooLarge(sniffed.kind, fileName);
      if (!out.write(chunk))
        await new Promise<void>((resolve) => out.once("drain", () => resolve()));
    }
    if (!sniffed) sniffed = headBytes ? await sniff() : null;
    if (!sniffed) throw new FileError("NO_FILE", 400);
    out.end();
    await finished(out);
    return { tmpPath, fileName, byteSize, ...sniffed };
  } catch (error) {
    stream.resume();
    out.destroy();
    await rm(tmpPath, { force: true });
    throw error;
  }
}

function tooLarge(kind: MediaKind, fileName: string): FileError {
  return ruleError(
    kind === "IMAGE"
      ? { code: "IMAGE_TOO_LARGE", limit: byteCapOf(kind) }
      : { code: "VIDEO_TOO_LARGE", limit: byteCapOf(kind) },
    fileName,
  );
}
