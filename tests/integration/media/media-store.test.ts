import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications } from "@/lib/db/schema";
import { setMediaSourceFetch } from "@/lib/maps-simulator/media/source-fetch";
import "@/lib/media/job-kinds";
import {
  CreateMediaLinkMutation,
  MediaStoreQuery,
  SetMediaReportMutation,
  StoreMediaQuery,
} from "@/lib/media/operations";
import { noisyJpeg } from "@/tests/integration/helpers/images";
import { codeOf, setUpStoreEdits, type StoreEdits } from "@/tests/integration/helpers/store-edits";

process.env.FILES_DIR = mkdtempSync(path.join(tmpdir(), "storeplus-store-media-"));

const MEDIA = StoreMediaQuery;
const REPORT = SetMediaReportMutation;
// The app reads back only the job's id; this test also checks how many items it holds.
const DELETE = /* GraphQL */ `
  mutation Delete($id: ID!, $name: ID!) {
    deleteStoreMedia(locationId: $id, name: $name) {
      id
      total
    }
  }
`;

let s: StoreEdits;

beforeAll(async () => {
  s = await setUpStoreEdits({ stores: 3, workers: 1 });
}, 60_000);
afterAll(async () => s?.close());

/** The first of acme's stores whose simulator location has customers' photos. */
async function storeWithCustomerMedia() {
  for (const [i, id] of s.f.locationsA.entries()) {
    const answer = await s.as("adminA", MEDIA, { locationId: id });
    if (answer.body.data.storeMedia.customer.length)
      return { id, i, media: answer.body.data.storeMedia };
  }
  throw new Error("no store with customers' photos");
}

describe("a store's media", () => {
  it("lists customers' photos, tracks a report to its outcome and notifies it once", async () => {
    const { id, media } = await storeWithCustomerMedia();
    expect(media.available).toBe(true);
    const photo = media.customer[0];
    expect(photo).toMatchObject({ source: "CUSTOMER", report: null });
    expect(photo.attribution).toBeTruthy();

    const early = await s.as("adminA", REPORT, {
      locationId: id,
      name: photo.name,
      status: "APPROVED",
    });
    expect(codeOf(early)).toBe("BAD_USER_INPUT");
    const reported = await s.as("adminA", REPORT, {
      locationId: id,
      name: photo.name,
      status: "IN_PROCESS",
    });
    expect(reported.body.data.setMediaReport.report).toMatchObject({ status: "IN_PROCESS" });
    const approved = await s.as("adminA", REPORT, {
      locationId: id,
      name: photo.name,
      status: "APPROVED",
    });
    expect(approved.body.data.setMediaReport.report).toMatchObject({ status: "APPROVED" });
    await s.as("adminA", REPORT, { locationId: id, name: photo.name, status: "APPROVED" });
    const raised = await s.testDb.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.subject, photo.name), eq(notifications.tenantId, s.f.tenantA)));
    expect(raised.map((n) => n.type)).toEqual(["MEDIA_APPROVED_REPORTED"]);
    const again = await s.as("adminA", MEDIA, { locationId: id });
    expect(again.body.data.storeMedia.customer[0].report).toMatchObject({ status: "APPROVED" });

    // A notification's info URL (the photo's name) leads back to its store, in its tenant only.
    const STORE = MediaStoreQuery;
    expect((await s.as("adminA", STORE, { name: photo.name })).body.data.mediaStore).toEqual({
      id,
    });
    expect((await s.as("adminB", STORE, { name: photo.name })).body.data.mediaStore).toBeNull();

    // Another tenant, another section, or an owner photo's name: refused, nothing recorded.
    expect(
      codeOf(
        await s.as("adminB", REPORT, { locationId: id, name: photo.name, status: "REJECTED" }),
      ),
    ).toBe("NOT_FOUND");
    expect(codeOf(await s.as("reviewsA", MEDIA, { locationId: id }))).toBe("FORBIDDEN");
    expect((await s.as("adminB", MEDIA, { locationId: id })).body.data.storeMedia).toBeNull();
  });

  it("lists the store's share links still good, and none of another store's", async () => {
    const [first, second] = s.f.locationsA;
    const LINK = CreateMediaLinkMutation;
    const made = await s.as("adminA", LINK, { input: { locationId: first } });
    expect(new URL(made.body.data.createMediaLink.url).pathname).toBe("/media-link-list");
    const linkIds = async (locationId: string | undefined) =>
      (await s.as("adminA", StoreMediaQuery, { locationId })).body.data.storeMedia.links.map(
        (link: { id: string }) => link.id,
      );
    expect(await linkIds(first)).toEqual([made.body.data.createMediaLink.link.id]);
    expect(await linkIds(second)).toEqual([]);
    expect(codeOf(await s.as("adminB", LINK, { input: { locationId: first } }))).toBe("NOT_FOUND");
  });

  it("deletes one of the store's own photos through a job, and only its own", async () => {
    const photo = await noisyJpeg(400, 300);
    setMediaSourceFetch(
      async () => new Response(photo, { headers: { "content-type": "image/jpeg" } }),
    );
    const created = await s.maps.createMedia("accounts/1001", s.simStores[1]!, {
      mediaFormat: "PHOTO",
      locationAssociation: { category: "EXTERIOR" },
      sourceUrl: "https://files.storeplus.test/photo.jpg",
    });
    setMediaSourceFetch(null);
    const id = s.f.locationsA[1]!;
    const listed = await s.as("adminA", MEDIA, { locationId: id });
    expect(listed.body.data.storeMedia.owner).toMatchObject([
      { name: created.name, source: "OWNER", category: "EXTERIOR" },
    ]);
    const job = await s.as("adminA", DELETE, { id, name: created.name });
    expect(job.body.data.deleteStoreMedia.total).toBe(1);
    await s.waitForJob(job.body.data.deleteStoreMedia.id);
    expect((await s.as("adminA", MEDIA, { locationId: id })).body.data.storeMedia.owner).toEqual(
      [],
    );

    const other = await storeWithCustomerMedia();
    const customer = other.media.customer[0];
    expect(codeOf(await s.as("adminA", DELETE, { id: other.id, name: customer.name }))).toBe(
      "BAD_USER_INPUT",
    );
    // A name of another store is not this store's to delete.
    expect(codeOf(await s.as("adminA", DELETE, { id, name: customer.name }))).toBe(
      "BAD_USER_INPUT",
    );
  });
});
