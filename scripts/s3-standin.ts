// A stand-in for an S3-compatible bucket, for `npm run rehearse` only: the object calls
// lib/files/storage-s3.ts makes (PUT, GET, HEAD, DELETE, path-style /{bucket}/{key}), kept in
// memory, each request's SigV4 signature checked against the one key pair it knows. It is not a
// store to keep anything in.
import { createHash, createHmac } from "node:crypto";
import http from "node:http";

export type S3Standin = {
  url: string;
  objects: Map<string, { body: Buffer; contentType: string }>;
  /** Requests refused for their signature, with why. */
  refusals: string[];
  close: () => Promise<void>;
};

type Keys = { accessKeyId: string; secretAccessKey: string };

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) =>
  createHmac("sha256", key).update(data).digest();

/** Why the request's SigV4 signature is not the one `keys` make, or null when it is. */
export function signatureProblem(request: http.IncomingMessage, keys: Keys): string | null {
  const header = request.headers.authorization ?? "";
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      header,
    );
  if (!match) return "no SigV4 Authorization header";
  const [, accessKeyId, day, region, signedHeaders, signature] = match;
  if (accessKeyId !== keys.accessKeyId) return `unknown access key ${accessKeyId}`;
  const amzDate = String(request.headers["x-amz-date"] ?? "");
  const url = new URL(request.url ?? "/", "http://standin");
  const query = [...url.searchParams]
    .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const names = signedHeaders.split(";");
  const canonicalHeaders = names
    .map(
      (name) =>
        `${name}:${String(request.headers[name] ?? "")
          .trim()
          .replace(/\s+/g, " ")}\n`,
    )
    .join("");
  const payloadHash = String(request.headers["x-amz-content-sha256"] ?? "UNSIGNED-PAYLOAD");
  const canonical = [
    request.method,
    url.pathname,
    query,
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonical)].join("\n");
  let key: Buffer = hmac(`AWS4${keys.secretAccessKey}`, day);
  for (const part of [region, "s3", "aws4_request"]) key = hmac(key, part);
  const expected = createHmac("sha256", key).update(toSign).digest("hex");
  return expected === signature ? null : "signature does not match";
}

async function bodyOf(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startS3Standin({
  port,
  bucket,
  ...keys
}: Keys & { port: number; bucket: string }): Promise<S3Standin> {
  const objects: S3Standin["objects"] = new Map();
  const refusals: string[] = [];
  const server = http.createServer(async (request, response) => {
    const problem = signatureProblem(request, keys);
    if (problem) {
      refusals.push(`${request.method} ${request.url}: ${problem}`);
      response.writeHead(403).end("SignatureDoesNotMatch");
      return;
    }
    const path = new URL(request.url ?? "/", "http://standin").pathname;
    const prefix = `/${bucket}/`;
    if (!path.startsWith(prefix)) return void response.writeHead(404).end("NoSuchBucket");
    const key = decodeURIComponent(path.slice(prefix.length));
    const object = objects.get(key);
    switch (request.method) {
      case "PUT": {
        const body = await bodyOf(request);
        const declared = Number(request.headers["content-length"] ?? body.length);
        if (declared !== body.length) return void response.writeHead(400).end("IncompleteBody");
        objects.set(key, { body, contentType: String(request.headers["content-type"] ?? "") });
        return void response.writeHead(200, { etag: `"${sha256(body).slice(0, 32)}"` }).end();
      }
      case "GET":
      case "HEAD":
        if (!object) return void response.writeHead(404).end();
        response.writeHead(200, {
          "content-type": object.contentType,
          "content-length": object.body.length,
        });
        return void response.end(request.method === "GET" ? object.body : undefined);
      case "DELETE":
        objects.delete(key);
        return void response.writeHead(204).end();
      default:
        return void response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    refusals,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
