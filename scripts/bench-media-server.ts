// The server half of `npm run bench:media`: POST /api/files' handler behind a plain HTTP server on
// a fresh embedded database, in a process of its own so its memory is measured apart from the
// client's. It says "ready" with its port and a session cookie, keeps its resident memory's peak
// from "baseline" on, and answers "report" with it. With `collect`, it runs the garbage collector
// before each sample, so the peak is what the uploads hold rather than what V8 has yet to free.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { openBenchDatabase } from "./bench-setup";

const { handleUpload } = await import("../lib/files/upload-handler");
const { SESSION_COOKIE_NAME } = await import("../lib/auth/config");
const bench = await openBenchDatabase(10);

const server = createServer(async (req, res) => {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers))
    if (typeof value === "string") headers.set(key, value);
  const request = new Request(`http://localhost${req.url}`, {
    method: req.method,
    headers,
    body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
    duplex: "half",
  } as RequestInit);
  const response = await handleUpload(bench.db, request);
  res.writeHead(response.status, { "content-type": "application/json" });
  res.end(await response.text());
});
server.listen(0, "127.0.0.1");
await new Promise((resolve) => server.once("listening", resolve));

let baseline = 0;
let peak = 0;
let sampler: NodeJS.Timeout | undefined;
process.on("message", (message: { type: string; collect?: boolean }) => {
  if (message.type === "baseline") {
    global.gc?.();
    baseline = peak = process.memoryUsage().rss;
    sampler = setInterval(
      () => {
        if (message.collect) global.gc?.();
        peak = Math.max(peak, process.memoryUsage().rss);
      },
      message.collect ? 20 : 5,
    );
    process.send!({ baseline });
  } else if (message.type === "report") {
    clearInterval(sampler);
    process.send!({ baseline, peak: Math.max(peak, process.memoryUsage().rss) });
  } else if (message.type === "stop") {
    server.close();
    void bench.close().then(() => process.exit(0));
  }
});
process.send!({
  port: (server.address() as AddressInfo).port,
  cookie: `${SESSION_COOKIE_NAME}=${bench.token}`,
});
