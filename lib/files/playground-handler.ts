import "server-only";
import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import { Readable } from "node:stream";
import sharp from "sharp";
import { withSection } from "@/lib/auth/with-section";
import { CSRF_HEADER } from "@/lib/http/endpoint";
import { isBearerOnlyRequest } from "@/lib/http/csrf";
import { requestLocale } from "@/lib/i18n/request-locale";
import { FileError } from "./errors";
import { reencodeImage } from "./image-encode";
import { receiveUpload, type ReceivedFile } from "./receive";
import { IMAGE_MAX_BYTES } from "./rules";
import { PLAYGROUND_HEADERS } from "./playground-headers";
import { fileErrorBody } from "./upload-handler";

/** Room for the multipart boundaries around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

async function originalSize(file: ReceivedFile) {
  const meta = await sharp(file.tmpPath, { limitInputPixels: 40_000_000 }).metadata();
  return { width: meta.width ?? 0, height: meta.height ?? 0 };
}

/**
 * The image re-encoded exactly as an upload would store it (lib/files/image-encode.ts), answered
 * and never stored: any signed-in user may try one. The body is read as /api/files reads it
 * (streamed, refused past the image cap); the answer streams the encoded file, then both
 * temporary files go.
 */
export const handlePlayground = withSection(null, async (_caller, request) => {
  const locale = requestLocale(request);
  if (!isBearerOnlyRequest(request.headers) && !request.headers.get(CSRF_HEADER))
    return Response.json({ error: { code: "FORBIDDEN" } }, { status: 403 });
  const refuse = (error: FileError) =>
    Response.json(fileErrorBody(error, locale), { status: error.status });
  if (Number(request.headers.get("content-length") ?? NaN) > IMAGE_MAX_BYTES + FORM_OVERHEAD_BYTES)
    return refuse(new FileError("IMAGE_TOO_LARGE", 413, { limit: IMAGE_MAX_BYTES, file: "" }));
  let file: ReceivedFile | null = null;
  const encodedPath = () => `${file!.tmpPath}.out`;
  try {
    file = (await receiveUpload(request)).file;
    if (file.kind !== "IMAGE")
      throw new FileError("INVALID_FORMAT", 415, { mimeType: file.mimeType, file: file.fileName });
    const received = file;
    const [before, after] = await Promise.all([
      originalSize(received),
      reencodeImage(received.tmpPath, encodedPath(), received.mimeType as "image/jpeg"),
    ]).catch(() => {
      throw new FileError("UNREADABLE_FILE", 422, { file: received.fileName });
    });
    const stream = createReadStream(encodedPath());
    const cleanUp = () =>
      void Promise.all([rm(received.tmpPath, { force: true }), rm(encodedPath(), { force: true })]);
    stream.once("close", cleanUp);
    const h = PLAYGROUND_HEADERS;
    return new Response(Readable.toWeb(stream) as ReadableStream, {
      headers: {
        "content-type": received.mimeType,
        "content-length": String(after.byteSize),
        "cache-control": "no-store",
        [h.originalType]: received.mimeType,
        [h.originalBytes]: String(received.byteSize),
        [h.originalWidth]: String(before.width),
        [h.originalHeight]: String(before.height),
        [h.width]: String(after.width),
        [h.height]: String(after.height),
        [h.bytes]: String(after.byteSize),
      },
    });
  } catch (error) {
    if (file)
      await Promise.all([rm(file.tmpPath, { force: true }), rm(encodedPath(), { force: true })]);
    if (error instanceof FileError) return refuse(error);
    throw error;
  }
});
