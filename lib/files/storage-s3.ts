import "server-only";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { AwsClient } from "aws4fetch";
import type { FileStorage } from "./file-storage";

export type S3Config = {
  bucket: string;
  /** e.g. https://s3.eu-west-1.amazonaws.com or a MinIO / R2 address; path-style requests. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

export function s3ConfigFromEnv(env: NodeJS.ProcessEnv = process.env): S3Config | null {
  if (!env.FILES_S3_BUCKET) return null;
  const region = env.FILES_S3_REGION || "us-east-1";
  return {
    bucket: env.FILES_S3_BUCKET,
    endpoint: (env.FILES_S3_ENDPOINT || `https://s3.${region}.amazonaws.com`).replace(/\/$/, ""),
    region,
    accessKeyId: env.FILES_S3_ACCESS_KEY_ID ?? "",
    secretAccessKey: env.FILES_S3_SECRET_ACCESS_KEY ?? "",
  };
}

/** Any S3-compatible store, signed with SigV4 (aws4fetch) over fetch. */
export function s3Storage(config: S3Config, fetchImpl: typeof fetch = fetch): FileStorage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3",
  });
  const urlOf = (key: string) =>
    `${config.endpoint}/${encodeURIComponent(config.bucket)}/${key.split("/").map(encodeURIComponent).join("/")}`;
  const send = async (key: string, init: RequestInit) => {
    const signed = await client.sign(urlOf(key), init);
    return fetchImpl(signed);
  };

  return {
    async putFile(key, from, contentType) {
      const { size } = await stat(from);
      const response = await send(key, {
        method: "PUT",
        body: Readable.toWeb(createReadStream(from)) as ReadableStream,
        headers: {
          "content-type": contentType,
          "content-length": String(size),
          // The body streams: its hash is not computed ahead.
          "x-amz-content-sha256": "UNSIGNED-PAYLOAD",
        },
        duplex: "half",
      } as RequestInit);
      if (!response.ok) throw new Error(`S3 PUT ${key} answered ${response.status}`);
    },
    async read(key) {
      const response = await send(key, { method: "GET" });
      if (response.status === 404) return null;
      if (!response.ok || !response.body)
        throw new Error(`S3 GET ${key} answered ${response.status}`);
      return { body: response.body, size: Number(response.headers.get("content-length") ?? 0) };
    },
    async remove(key) {
      const response = await send(key, { method: "DELETE" });
      if (!response.ok && response.status !== 404)
        throw new Error(`S3 DELETE ${key} answered ${response.status}`);
    },
  };
}
