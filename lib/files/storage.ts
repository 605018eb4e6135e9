import "server-only";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FileStorage } from "./file-storage";
import { s3Storage, s3ConfigFromEnv } from "./storage-s3";

const KEY_PATTERN = /^[0-9a-f-]{36}\/[0-9a-f-]{36}$/;

/** A key of ours: "{tenant uuid}/{file uuid}". Anything else is refused before touching storage. */
export function checkedKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${key}`);
  return key;
}

export function filesDir(): string {
  // Run-time paths: the build must not trace the whole project through them.
  return path.resolve(/* turbopackIgnore: true */ process.env.FILES_DIR || ".data/files");
}

/**
 * Temporary files of uploads in progress: on the same disk as the store (renames are cheap), or,
 * with a bucket, in the system's scratch folder (a serverless function's only writable place,
 * e.g. /tmp), removed when the request ends.
 */
export function uploadsTmpDir(): string {
  if (s3ConfigFromEnv()) return path.join(os.tmpdir(), "storeplus-uploads");
  return path.join(filesDir(), ".tmp");
}

export function diskStorage(root: string = filesDir()): FileStorage {
  const fileOf = (key: string) => path.join(/* turbopackIgnore: true */ root, checkedKey(key));
  return {
    async putFile(key, from) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await rename(from, target);
      } catch {
        // Another disk: copy instead.
        await pipeline(createReadStream(from), createWriteStream(target));
      }
    },
    async read(key) {
      const file = fileOf(key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
      return { body, size: info.size };
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

let chosen: { where: string; storage: FileStorage } | undefined;

/** The storage the environment names now: the bucket, else the disk under FILES_DIR. */
export function fileStorage(): FileStorage {
  const s3 = s3ConfigFromEnv();
  const where = s3 ? `${s3.endpoint}/${s3.bucket}` : filesDir();
  if (chosen?.where !== where) chosen = { where, storage: s3 ? s3Storage(s3) : diskStorage(where) };
  return chosen.storage;
}
