// `npm run bench:media`: 20 uploads of 2.5 MB JPEGs at once to POST /api/files' handler, which runs
// in a process of its own (scripts/bench-media-server.ts) on a fresh embedded database. Prints the
// upload throughput and how far that process's resident memory (sharp's native buffers included)
// rose above its level before the uploads. The target: less than twice the per-file cap, as the
// bodies stream to disk and at most two images are re-encoded at once; an upload path that read
// each file whole would grow by 20 × 2.5 MB = 50 MB or more.
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import sharp from "sharp";
import { printRows } from "./bench-kit";
import { IMAGE_MAX_BYTES } from "../lib/files/rules";

const UPLOADS = 20;
const TARGET_BYTES = 2_500_000;
const BOUNDARY = "storeplus-bench-boundary";

/** A noisy JPEG of about `bytes` (noise at quality 92 costs about 0.92 bytes a pixel). */
async function jpegFile(file: string, bytes: number) {
  const side = Math.round(Math.sqrt(bytes / 0.92));
  const raw = randomBytes(side * side * 3);
  const jpeg = await sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
  writeFileSync(file, jpeg);
  return jpeg.length;
}

/** A multipart body streamed from the file on disk, never held whole. */
function multipartBody(file: string, name: string) {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  async function* parts() {
    yield Buffer.from(head);
    yield* createReadStream(file, { highWaterMark: 64 * 1024 });
    yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  }
  return Readable.toWeb(Readable.from(parts())) as ReadableStream<Uint8Array>;
}

const work = mkdtempSync(path.join(tmpdir(), "storeplus-bench-media-"));
const server = fork(path.join(import.meta.dirname, "bench-media-server.ts"), {
  execArgv: ["--expose-gc", "--import", "tsx"],
  env: { ...process.env, FILES_DIR: path.join(work, "files") },
});
const next = <T>() => new Promise<T>((resolve) => server.once("message", (m) => resolve(m as T)));

try {
  const files: { file: string; size: number }[] = [];
  for (let i = 0; i <= UPLOADS; i++) {
    const file = path.join(work, `photo-${i}.jpg`);
    files.push({ file, size: await jpegFile(file, TARGET_BYTES) });
  }
  const { port, cookie } = await next<{ port: number; cookie: string }>();
  const send = (i: number, round: string) =>
    fetch(`http://127.0.0.1:${port}/api/files`, {
      method: "POST",
      headers: {
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        cookie,
        "x-graphql-csrf": "1",
      },
      body: multipartBody(files[i]!.file, `${round}-photo-${i}`),
      duplex: "half",
    } as RequestInit);

  // One upload first: sharp, file-type and the handler's modules load outside the measure.
  const warm = await send(UPLOADS, "warm");
  if (warm.status !== 201)
    throw new Error(`warm-up upload answered ${warm.status}: ${await warm.text()}`);

  /** 20 uploads at once; the server's memory peak over its level before them. */
  async function round(name: string, collect: boolean) {
    server.send({ type: "baseline", collect });
    await next();
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => send(i, name)));
    const seconds = (performance.now() - started) / 1000;
    server.send({ type: "report" });
    const { baseline, peak } = await next<{ baseline: number; peak: number }>();
    const refused = answers.filter((answer) => answer.status !== 201);
    if (refused.length) throw new Error(`${refused.length} of ${UPLOADS} uploads were refused`);
    return { seconds, baseline, growth: peak - baseline };
  }
  const natural = await round("natural", false);
  const retained = await round("retained", true);

  const sent = files.slice(0, UPLOADS).reduce((sum, f) => sum + f.size, 0);
  const mb = (bytes: number) => (bytes / 1_000_000).toFixed(1);
  const ofCap = (bytes: number) => `${(bytes / IMAGE_MAX_BYTES).toFixed(2)} × cap`;
  printRows(
    ["figure", "value"],
    [
      ["uploads at once", String(UPLOADS)],
      ["bytes sent", `${mb(sent)} MB`],
      ["elapsed", `${natural.seconds.toFixed(2)} s`],
      ["throughput", `${(sent / 1_000_000 / natural.seconds).toFixed(1)} MB/s`],
      ["server memory before (RSS)", `${mb(natural.baseline)} MB`],
      [
        "peak growth, garbage not yet collected",
        `${mb(natural.growth)} MB (${ofCap(natural.growth)})`,
      ],
      ["peak growth held by the uploads", `${mb(retained.growth)} MB (${ofCap(retained.growth)})`],
    ],
  );
  console.log(
    retained.growth < 2 * IMAGE_MAX_BYTES
      ? "\nmemory target met: the uploads hold less than twice the per-file cap (2.8 MB)"
      : "\nmemory target NOT met: the uploads hold at least twice the per-file cap (2.8 MB)",
  );
} finally {
  server.send({ type: "stop" });
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(work, { recursive: true, force: true });
}
