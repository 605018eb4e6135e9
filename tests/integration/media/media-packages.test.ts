import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE_NAME } from "@/lib/auth/config";
import { jobs, mediaPackages, resources } from "@/lib/db/schema";
import { serveSignedFile } from "@/lib/files/serve";
import { handleUpload } from "@/lib/files/upload-handler";
import { setMediaSourceFetch } from "@/lib/maps-simulator/media/source-fetch";
import { handleLinkUpload, MAX_LINK_UPLOADS } from "@/lib/media/link-upload";
import { openMediaLink } from "@/lib/media/links";
import "@/lib/media/job-kinds";
import { tokenFor } from "@/tests/integration/helpers/graphql-fixtures";
import { noisyJpeg, noisyPng } from "@/tests/integration/helpers/images";
import { codeOf, setUpStoreEdits, type StoreEdits } from "@/tests/integration/helpers/store-edits";
import { uploadRequest } from "@/tests/integration/files/files-fixture";
import {
  CreateMediaLinkMutation,
  DismissMediaPackageMutation,
  MediaPackagesQuery,
} from "@/lib/media/operations";

process.env.FILES_DIR = mkdtempSync(path.join(tmpdir(), "storeplus-media-"));

const SEND = /* GraphQL */ `
  mutation Send($input: MediaPackageInput!) {
    createMediaPackage(input: $input) {
      id
      name
      category
      mediaFormat
      totalLocations
      files {
        id
        name
      }
      job {
        id
        total
      }
    }
  }
`;
const JOB = /* GraphQL */ `
  query MediaJob($id: ID!) {
    mediaJob(id: $id) {
      job {
        id
        status
        total
        done
        failed
      }
      package {
        id
        name
      }
      items(limit: 100) {
        locationName
        fileName
        status
        error
        mediaName
        googleUrl
      }
    }
  }
`;
const PACKAGES = MediaPackagesQuery;
const LINK = CreateMediaLinkMutation;
const DISMISS = DismissMediaPackageMutation;

let s: StoreEdits;
const tokens: Record<string, string> = {};

async function uploadAs(user: string, bytes: Buffer, name: string, type = "image/jpeg") {
  const request = uploadRequest(bytes, { name, type, fileName: `${name}.${type.split("/")[1]}` });
  const headers = new Headers(request.headers);
  headers.set("cookie", `${SESSION_COOKIE_NAME}=${tokens[user]}`);
  const response = await handleUpload(
    s.testDb.db,
    new Request(request.url, { method: "POST", headers, body: await request.arrayBuffer() }),
  );
  return (await response.json()) as { id: string };
}

const counts = async () => ({
  packages: (await s.testDb.db.select({ n: count() }).from(mediaPackages))[0]!.n,
  jobs: (await s.testDb.db.select({ n: count() }).from(jobs))[0]!.n,
});

beforeAll(async () => {
  s = await setUpStoreEdits({ stores: 3, workers: 1 });
  for (const user of ["adminA", "adminB", "reviewsA"])
    tokens[user] = await tokenFor(s.testDb.db, s.f.users[user]!);
  // The simulator fetches sourceUrls from the app: here, straight from the route's handler.
  setMediaSourceFetch(async (url) => {
    const id = new URL(url).pathname.split("/").pop()!;
    return serveSignedFile(s.testDb.db, new Request(url), id);
  });
}, 60_000);

afterAll(async () => {
  setMediaSourceFetch(null);
  await s?.close();
});

describe("media packages", () => {
  it("sends a logo to every store, with per store and per file results, seen in the maps service", async () => {
    const logo = await uploadAs("adminA", await noisyPng(300, 300), "brand-logo", "image/png");
    const sent = await s.as("adminA", SEND, {
      input: {
        name: "New logo",
        category: "LOGO",
        resourceIds: [logo.id],
        locationIds: s.f.locationsA,
      },
    });
    expect(sent.body.errors).toBeUndefined();
    const pkg = sent.body.data.createMediaPackage;
    expect(pkg).toMatchObject({
      category: "LOGO",
      mediaFormat: "PHOTO",
      totalLocations: 3,
      job: { total: 3 },
    });
    await s.waitForJob(pkg.job.id);
    const job = await s.as("adminA", JOB, { id: pkg.job.id });
    expect(job.body.data.mediaJob.job).toMatchObject({ status: "DONE", done: 3, failed: 0 });
    for (const item of job.body.data.mediaJob.items) {
      expect(item).toMatchObject({ fileName: "brand-logo", status: "DONE", error: null });
      expect(item.mediaName).toMatch(/^accounts\/1001\/locations\/\d+\/media\/.+/);
    }
    const media = await s.maps.listMedia("accounts/1001", s.simStores[0]!);
    expect(media.mediaItems?.map((m) => m.locationAssociation?.category)).toContain("LOGO");
    expect(media.mediaItems?.[0]?.dimensions).toMatchObject({
      widthPixels: 300,
      heightPixels: 300,
    });
  });

  it("refuses a cover that is not 16:9 and an 11th image before writing or sending anything", async () => {
    const square = await uploadAs("adminA", await noisyJpeg(200, 200), "square-cover");
    const before = await counts();
    const cover = await s.as("adminA", SEND, {
      input: {
        name: "Cover",
        category: "COVER",
        resourceIds: [square.id],
        locationIds: s.f.locationsA,
      },
    });
    expect(codeOf(cover)).toBe("BAD_USER_INPUT");
    expect(cover.body.errors[0].message).toContain("WRONG_ASPECT:square-cover");
    const ids = Array.from({ length: 11 }, () => square.id);
    const eleven = await s.as("adminA", SEND, {
      input: { name: "Many", category: "EXTERIOR", resourceIds: ids, locationIds: s.f.locationsA },
    });
    expect(eleven.body.errors[0].message).toContain("TOO_MANY_IMAGES");
    expect(await counts()).toEqual(before);
  });

  it("keeps packages, jobs and files to their tenant and to the media section", async () => {
    const mine = await uploadAs("adminA", await noisyJpeg(320, 180), "storefront-16x9");
    const foreign = await s.as("adminB", SEND, {
      input: {
        name: "Steal",
        category: "COVER",
        resourceIds: [mine.id],
        locationIds: s.f.locationsB,
      },
    });
    expect(foreign.body.errors[0].message).toContain("UNKNOWN_FILE");
    const toOtherStores = await s.as("adminA", SEND, {
      input: {
        name: "Wrong",
        category: "COVER",
        resourceIds: [mine.id],
        locationIds: s.f.locationsB,
      },
    });
    expect(toOtherStores.body.errors[0].message).toContain("noStores");
    const listB = await s.as("adminB", PACKAGES);
    expect(listB.body.data.mediaPackages.total).toBe(0);
    const listA = await s.as("adminA", PACKAGES);
    const [first] = listA.body.data.mediaPackages.items;
    const [row] = await s.testDb.db.select().from(mediaPackages);
    expect((await s.as("adminB", JOB, { id: row!.jobId })).body.data.mediaJob).toBeNull();
    const linkB = await s.as("adminB", LINK, { input: { packageId: first.id } });
    expect(codeOf(linkB)).toBe("NOT_FOUND");
    expect(codeOf(await s.as("reviewsA", PACKAGES))).toBe("FORBIDDEN");
  });

  it("shares a package by link: a photo sent through it goes out; a dismissed package comes back; expired links refuse", async () => {
    const exterior = await uploadAs("adminA", await noisyJpeg(400, 300), "front");
    const sent = await s.as("adminA", SEND, {
      input: {
        name: "Terrace",
        category: "EXTERIOR",
        resourceIds: [exterior.id],
        locationIds: [s.f.locationsA[0]],
      },
    });
    const pkg = sent.body.data.createMediaPackage;
    await s.waitForJob(pkg.job.id);
    const link = await s.as("adminA", LINK, { input: { packageId: pkg.id, expiresInHours: 2 } });
    const url = new URL(link.body.data.createMediaLink.url);
    expect(url.pathname).toBe("/media-link");
    await s.as("adminA", DISMISS, { id: pkg.id });
    expect(
      (await s.as("adminA", PACKAGES)).body.data.mediaPackages.items.map(
        (p: { id: string }) => p.id,
      ),
    ).not.toContain(pkg.id);

    const form = uploadRequest(await noisyJpeg(500, 400), { fileName: "terrace.jpg" });
    const response = await handleLinkUpload(
      s.testDb.db,
      new Request(`http://localhost/api/media-link/upload?token=${url.searchParams.get("token")}`, {
        method: "POST",
        headers: { "content-type": form.headers.get("content-type")! },
        body: await form.arrayBuffer(),
      }),
    );
    expect(response.status).toBe(201);
    const list = await s.as("adminA", PACKAGES);
    const reloaded = list.body.data.mediaPackages.items.find(
      (p: { id: string }) => p.id === pkg.id,
    );
    expect(reloaded).toBeTruthy();
    const [latest] = await s.testDb.db
      .select()
      .from(mediaPackages)
      .where(eq(mediaPackages.id, pkg.id));
    await s.waitForJob(latest!.jobId!);
    const media = await s.maps.listMedia("accounts/1001", s.simStores[0]!);
    expect(
      media.mediaItems?.filter((m) => m.locationAssociation?.category === "EXTERIOR"),
    ).toHaveLength(2);

    const token = url.searchParams.get("token");
    // A link takes a bounded number of photos, whoever holds it.
    const linkId = (await openMediaLink(s.testDb.db, token))!.id;
    await s.testDb.db.insert(resources).values(
      Array.from({ length: MAX_LINK_UPLOADS }, (_, i) => ({
        tenantId: s.f.tenantA,
        name: `from-link-${i}`,
        kind: "IMAGE" as const,
        mimeType: "image/jpeg",
        byteSize: 20_000,
        width: 400,
        height: 300,
        storageKey: `${s.f.tenantA}/${randomUUID()}`,
        mediaLinkId: linkId,
      })),
    );
    const more = uploadRequest(await noisyJpeg(500, 400), { fileName: "more.jpg" });
    const flooded = await handleLinkUpload(
      s.testDb.db,
      new Request(`http://localhost/api/media-link/upload?token=${token}`, {
        method: "POST",
        headers: { "content-type": more.headers.get("content-type")! },
        body: await more.arrayBuffer(),
      }),
    );
    expect(flooded.status).toBe(429);
    expect((await flooded.json()).error.code).toBe("LINK_LIMIT");
    expect(await openMediaLink(s.testDb.db, token)).toBeTruthy();
    expect(
      await openMediaLink(s.testDb.db, token, new Date(Date.now() + 3 * 3_600_000)),
    ).toBeNull();
    const bad = await handleLinkUpload(
      s.testDb.db,
      new Request("http://localhost/api/media-link/upload?token=" + "x".repeat(43), {
        method: "POST",
      }),
    );
    expect(bad.status).toBe(404);
  });
});
