// An HTTP/2 front for `npm run lh`. Browsers speak HTTP/2 only over TLS, and the hosts the app is
// deployed on serve it that way; `next start` speaks HTTP/1.1, where Chrome opens at most six
// connections to a host and a page's twenty-odd scripts wait in line for them, a queue no user
// of a deployed app meets and Lighthouse's simulation counts once more in every paint. The front
// holds a self-signed certificate for localhost made by openssl; the measuring Chromium is told
// to accept it. Requests and streamed answers pass through unchanged.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http, { type IncomingHttpHeaders } from "node:http";
import http2 from "node:http2";
import { tmpdir } from "node:os";
import path from "node:path";

// Headers HTTP/2 forbids or that name the hop, not the message.
const HOP_HEADERS = [
  "connection",
  "keep-alive",
  "transfer-encoding",
  "upgrade",
  "proxy-connection",
];

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), "lh-tls-"));
  try {
    const [keyFile, certFile] = [path.join(dir, "key.pem"), path.join(dir, "cert.pem")];
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=localhost",
      ].concat(["-keyout", keyFile, "-out", certFile]),
      { stdio: "ignore" },
    );
    return { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function withoutHop(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const kept: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (!name.startsWith(":") && !HOP_HEADERS.includes(name)) kept[name] = value;
  return kept;
}

/** Serves `target` (http://localhost:N) over HTTP/2 with TLS on `port`. */
export async function startHttp2Front(
  port: number,
  target: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const upstream = new URL(target);
  const server = http2.createSecureServer(selfSignedCertificate(), (request, response) => {
    const headers = withoutHop(request.headers);
    headers.host = String(request.headers[":authority"] ?? upstream.host);
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, withoutHop(answer.headers));
        answer.pipe(response);
      },
    );
    forward.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(port, "localhost", resolve));
  return {
    url: `https://localhost:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
