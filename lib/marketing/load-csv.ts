import "server-only";
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Db } from "@/lib/db/client";
import { fileStorage, uploadsTmpDir } from "@/lib/files/storage";
import { extractRowsCsv } from "./rows";

export const csvKey = (tenantId: string, jobId: string) => `${tenantId}/${jobId}`;

export async function loadIntoCsvStorage(
  db: Db,
  { tenantId, jobId }: { tenantId: string; jobId: string },
): Promise<number> {
  await mkdir(uploadsTmpDir(), { recursive: true });
  const tmp = path.join(uploadsTmpDir(), `extract-${randomUUID()}.csv`);
  let lines = -1;
  async function* counted() {
    for await (const chunk of extractRowsCsv(db, { tenantId, jobId })) {
      lines += chunk.split("\r\n").length - 1;
      yield chunk;
    }
  }
  try {
    await pipeline(Readable.from(counted()), createWriteStream(tmp));
    await fileStorage().putFile(csvKey(tenantId, jobId), tmp, "text/csv");
  } finally {
    await rm(tmp, { force: true });
  }
  return lines;
}

export async function probeStorage(tenantId: string): Promise<void> {
  await mkdir(uploadsTmpDir(), { recursive: true });
  const tmp = path.join(uploadsTmpDir(), `probe-${randomUUID()}`);
  const key = csvKey(tenantId, randomUUID());
  await pipeline(Readable.from(["probe"]), createWriteStream(tmp));
  try {
    await fileStorage().putFile(key, tmp, "text/plain");
    const read = await fileStorage().read(key);
    if (!read) throw new Error("The probe file could not be read back");
    await read.body.cancel();
  } finally {
    await fileStorage().remove(key);
    await rm(tmp, { force: true });
  }
}
