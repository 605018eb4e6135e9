// 45 uploads at once through one store's share link stored 41 photos against a cap of 30: each read
// the link's count before any had inserted. The cap must hold under parallel uploads, on PGlite and
// on PostgreSQL, and a refused upload must leave no file behind.
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, eq, isNotNull } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaPackages, resources } from "@/lib/db/schema";
import { startQueue } from "@/lib/jobs/queue";
import { setQueueForTests } from "@/lib/jobs/runtime";
import { handleLinkUpload, MAX_LINK_UPLOADS } from "@/lib/media/link-upload";
import { CreateMediaLinkMutation } from "@/lib/media/operations";
import "@/lib/media/job-kinds";
import { noisyJpeg } from "@/tests/integration/helpers/images";
import { setUpStoreEdits, type StoreEdits } from "@/tests/integration/helpers/store-edits";

const filesDir = mkdtempSync(path.join(tmpdir(), "storeplus-link-cap-"));
process.env.FILES_DIR = filesDir;

const LINK = CreateMediaLinkMutation;

let s: StoreEdits;
let queue: PgBoss;

beforeAll(async () => {
  // No worker: the photos' jobs are queued, not sent; the cap is what is under test.
  s = await setUpStoreEdits({ stores: 1, workers: 0 });
  queue = await startQueue(s.testDb.executeSql!, { maintenanceIntervalSeconds: 1 });
  setQueueForTests(queue);
}, 60_000);

afterAll(async () => {
  await queue?.stop({ graceful: false, wait: true });
  await s?.close();
});

/** A photo sent through the link as the share page's form sends it. */
async function linkUpload(token: string | null, photo: Uint8Array, fileName: string) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), fileName);
  const encoded = new Request("http://localhost/", { method: "POST", body: form });
  return new Request(`http://localhost/api/media-link/upload?token=${token}`, {
    method: "POST",
    headers: { "content-type": encoded.headers.get("content-type")! },
    body: await encoded.arrayBuffer(),
  });
}

/** The files under `dir`, temporary ones included. */
function filesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("share link upload cap", () => {
  it("stores exactly the cap of 45 parallel uploads through one store link and leaves no file of the refused ones", async () => {
    const made = await s.as("adminA", LINK, { input: { locationId: s.f.locationsA[0] } });
    expect(made.body.errors).toBeUndefined();
    const token = new URL(made.body.data.createMediaLink.url).searchParams.get("token");
    const photo = await noisyJpeg(500, 400);
    const requests = await Promise.all(
      Array.from({ length: 45 }, (_, i) => linkUpload(token, photo, `shop-${i}.jpg`)),
    );

    const answers = await Promise.all(
      requests.map((request) => handleLinkUpload(s.testDb.db, request)),
    );

    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_LINK_UPLOADS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45 - MAX_LINK_UPLOADS);
    for (const answer of answers.filter((a) => a.status === 429))
      expect((await answer.json()).error.code).toBe("LINK_LIMIT");
    const [stored] = await s.testDb.db
      .select({ n: count() })
      .from(resources)
      .where(and(eq(resources.tenantId, s.f.tenantA), isNotNull(resources.mediaLinkId)));
    expect(stored!.n).toBe(MAX_LINK_UPLOADS);
    // One package per accepted photo, each sent to the store.
    const [packages] = await s.testDb.db
      .select({ n: count() })
      .from(mediaPackages)
      .where(and(eq(mediaPackages.tenantId, s.f.tenantA), isNotNull(mediaPackages.jobId)));
    expect(packages!.n).toBe(MAX_LINK_UPLOADS);
    // The bytes of accepted photos only; nothing left among the temporary files.
    expect(filesIn(path.join(filesDir, s.f.tenantA))).toHaveLength(MAX_LINK_UPLOADS);
    expect(filesIn(path.join(filesDir, ".tmp"))).toEqual([]);

    // The link is full now: one more is refused before its body is read.
    const late = await handleLinkUpload(
      s.testDb.db,
      await linkUpload(token, photo, "one-more.jpg"),
    );
    expect(late.status).toBe(429);
    expect(filesIn(path.join(filesDir, s.f.tenantA))).toHaveLength(MAX_LINK_UPLOADS);
  });
});
