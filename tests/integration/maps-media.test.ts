// The maps simulator's v4 media API through the product's client: media.create fetching a
// sourceUrl and refusing what Google's guidelines refuse, list/get/delete, one cover and one logo
// a store, customers' photos, videos, access, queued faults and the admin listing.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMapsClient, type MapsClient } from "@/lib/maps/client";
import { MapsApiError } from "@/lib/maps/errors";
import type { CreateMediaItemInput } from "@/lib/maps/types";
import { simLocationTraits } from "@/lib/maps-simulator/build-location";
import { simLocationId } from "@/lib/maps-simulator/ids";
import { simulatorFetch } from "@/lib/maps-simulator/in-process";
import { setMediaSourceFetch } from "@/lib/maps-simulator/media/source-fetch";
import { makeMp4 } from "./helpers/mp4";
import { closeSimulator, openSimulator, simCall, type SimFixture } from "./helpers/maps-sim";

const FILES = "https://files.storeplus.test";
/** What the stand-in file server answers, by path; anything else is a 404. */
const served = new Map<string, () => Response>();
const fetched: string[] = [];

let fixture: SimFixture;
let acme: MapsClient;
let globex: MapsClient;

function serve(path: string, body: Buffer | string, type: string): string {
  const bytes = typeof body === "string" ? body : new Uint8Array(body);
  served.set(path, () => new Response(bytes, { headers: { "Content-Type": type } }));
  return `${FILES}${path}`;
}

/** Random pixels: JPEG and PNG cannot squeeze them, so sizes are predictable. */
function noise(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.floor(Math.random() * 256);
  return sharp(raw, { raw: { width, height, channels: 3 } });
}

const publishedIds = Array.from({ length: 20 }, (_, i) => i)
  .filter((i) => simLocationTraits(i).verification === "COMPLETED")
  .map((i) => simLocationId("1001", i));
const unpublished = Array.from({ length: 20 }, (_, i) => i)
  .filter((i) => simLocationTraits(i).verification !== "COMPLETED")
  .map((i) => simLocationId("1001", i))[0]!;

function photo(sourceUrl: string, category = "EXTERIOR"): CreateMediaItemInput {
  return {
    mediaFormat: "PHOTO",
    locationAssociation: { category },
    sourceUrl,
  } as CreateMediaItemInput;
}

async function refusal(promise: Promise<unknown>): Promise<MapsApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MapsApiError);
  return error as MapsApiError;
}

async function bytesAt(url: string) {
  const response = await simulatorFetch(url);
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

beforeAll(async () => {
  fixture = await openSimulator(20);
  acme = createMapsClient({ accessToken: fixture.acme, fetch: simulatorFetch });
  globex = createMapsClient({ accessToken: fixture.globex, fetch: simulatorFetch });
  setMediaSourceFetch(async (url) => {
    fetched.push(url);
    if (url.startsWith(`${FILES}/down/`)) throw new TypeError("fetch failed");
    const answer = served.get(new URL(url).pathname);
    return answer ? answer() : new Response("Not Found", { status: 404 });
  });
});

afterAll(async () => {
  setMediaSourceFetch(null);
  await closeSimulator(fixture);
});

describe("v4 media: the owner's photos", () => {
  it("creates a photo from its sourceUrl, lists, reads and deletes it", async () => {
    const location = publishedIds[0]!;
    const jpeg = await noise(800, 800).jpeg({ quality: 90 }).toBuffer();
    const sourceUrl = serve("/shop-front.jpg", jpeg, "image/jpeg");
    const item = await acme.createMedia("1001", location, {
      ...photo(sourceUrl),
      description: "The shop front",
    });
    expect(item.name).toMatch(new RegExp(`^accounts/1001/locations/${location}/media/[\\w-]+$`));
    expect(item).toMatchObject({
      mediaFormat: "PHOTO",
      locationAssociation: { category: "EXTERIOR" },
      dimensions: { widthPixels: 800, heightPixels: 800 },
      insights: { viewCount: "0" },
      description: "The shop front",
      sourceUrl,
    });
    expect(Date.now() - Date.parse(item.createTime)).toBeLessThan(60_000);
    // googleUrl serves what was fetched, without a token; thumbnailUrl a smaller JPEG.
    const original = await bytesAt(item.googleUrl!);
    expect(original).toMatchObject({ status: 200, type: "image/jpeg" });
    expect(original.bytes.equals(jpeg)).toBe(true);
    const thumbnail = await bytesAt(item.thumbnailUrl!);
    expect((await sharp(thumbnail.bytes).metadata()).width).toBeLessThanOrEqual(400);

    const list = await acme.listMedia("1001", location);
    expect(list.totalMediaItemCount).toBe(1);
    expect(list.mediaItems).toEqual([item]);
    expect(await acme.getMedia(item.name)).toEqual(item);

    await acme.deleteMedia(item.name);
    const gone = await refusal(acme.getMedia(item.name));
    expect(gone).toMatchObject({ status: 404, googleStatus: "NOT_FOUND" });
    expect(await refusal(acme.deleteMedia(item.name))).toMatchObject({ status: 404 });
    expect(await acme.listMedia("1001", location)).toEqual({});
    expect((await bytesAt(item.googleUrl!)).status).toBe(404);
  });

  it("lists newest first, paging through every item once", async () => {
    const location = publishedIds[1]!;
    const sourceUrl = serve("/interior.jpg", await noise(400, 300).jpeg().toBuffer(), "image/jpeg");
    const names: string[] = [];
    for (let i = 0; i < 3; i++)
      names.push((await acme.createMedia("1001", location, photo(sourceUrl, "INTERIOR"))).name);
    const first = await acme.listMedia("1001", location, { pageSize: 2 });
    expect(first.totalMediaItemCount).toBe(3);
    expect(first.mediaItems!.map((m) => m.name)).toEqual([names[2], names[1]]);
    const second = await acme.listMedia("1001", location, {
      pageSize: 2,
      pageToken: first.nextPageToken,
    });
    expect(second.mediaItems!.map((m) => m.name)).toEqual([names[0]]);
    expect(second.nextPageToken).toBeUndefined();
    expect((await acme.listAllMedia("1001", location)).map((m) => m.name)).toEqual(
      [...names].reverse(),
    );
    const tooBig = await refusal(acme.listMedia("1001", location, { pageSize: 2501 }));
    expect(tooBig.fieldViolations[0]?.field).toBe("page_size");
  });

  it("keeps one cover and one logo: a new one replaces the old", async () => {
    const location = publishedIds[2]!;
    const first = serve("/cover-1.jpg", await noise(1024, 576).jpeg().toBuffer(), "image/jpeg");
    const second = serve("/cover-2.jpg", await noise(1024, 576).jpeg().toBuffer(), "image/jpeg");
    const logo = serve("/logo.png", await noise(300, 300).png().toBuffer(), "image/png");
    const oldCover = await acme.createMedia("1001", location, photo(first, "COVER"));
    const oldLogo = await acme.createMedia("1001", location, photo(logo, "LOGO"));
    const extra = await acme.createMedia("1001", location, photo(first, "ADDITIONAL"));
    const newCover = await acme.createMedia("1001", location, photo(second, "COVER"));
    const profile = await acme.createMedia("1001", location, photo(logo, "PROFILE"));
    const names = (await acme.listAllMedia("1001", location)).map((m) => m.name);
    expect(names).toEqual([profile.name, newCover.name, extra.name]);
    expect(await refusal(acme.getMedia(oldCover.name))).toMatchObject({ status: 404 });
    expect(await refusal(acme.getMedia(oldLogo.name))).toMatchObject({ status: 404 });
    expect(profile.dimensions).toEqual({ widthPixels: 300, heightPixels: 300 });
  });
});

describe("v4 media: refusals", () => {
  const location = () => publishedIds[3]!;

  async function refused(input: CreateMediaItemInput) {
    const error = await refusal(acme.createMedia("1001", location(), input));
    expect(error).toMatchObject({ status: 400, googleStatus: "INVALID_ARGUMENT" });
    return error;
  }

  it("refuses what is not a JPEG or PNG photo of 10 KB to 5 MB and 250×250 or more", async () => {
    const html = serve("/page.jpg", "<!doctype html><html><body>Login</body></html>", "image/jpeg");
    const webp = serve("/photo.webp", await noise(600, 600).webp().toBuffer(), "image/webp");
    const bigPng = await noise(1500, 1500).png().toBuffer();
    expect(bigPng.length).toBeGreaterThan(5 * 1024 * 1024);
    const big = serve("/huge.png", bigPng, "image/png");
    const smallJpeg = await noise(100, 100).jpeg({ quality: 100 }).toBuffer();
    expect(smallJpeg.length).toBeGreaterThan(10 * 1024);
    const small = serve("/small.jpg", smallJpeg, "image/jpeg");
    // One colour compresses to almost nothing: big enough in pixels, too small in bytes.
    const solid = sharp({
      create: { width: 300, height: 300, channels: 3, background: "#1a73e8" },
    });
    const tiny = serve("/tiny.png", await solid.png().toBuffer(), "image/png");

    expect((await refused(photo(html))).message).toMatch(/JPEG or PNG/);
    expect((await refused(photo(webp))).message).toMatch(/JPEG or PNG/);
    const tooLarge = await refused(photo(big));
    expect(tooLarge.message).toMatch(/too large/i);
    expect(tooLarge.fieldViolations).toEqual([
      { field: "sourceUrl", description: tooLarge.message },
    ]);
    expect((await refused(photo(small))).message).toMatch(/250x250/);
    const bytes = (await refused(photo(tiny))).message;
    expect(bytes).toMatch(/10 KB/);
    expect(await acme.listMedia("1001", location())).toEqual({});
  });

  it("refuses a source it cannot fetch", async () => {
    for (const url of [`${FILES}/down/photo.jpg`, `${FILES}/missing.jpg`]) {
      const error = await refused(photo(url));
      expect(error.message).toBe("Fetching image failed.");
      expect(error.fieldViolations[0]?.field).toBe("sourceUrl");
    }
  });

  it("refuses a missing field before fetching anything", async () => {
    const before = fetched.length;
    const noCategory = await refused({
      mediaFormat: "PHOTO",
      sourceUrl: `${FILES}/shop-front.jpg`,
    } as unknown as CreateMediaItemInput);
    expect(noCategory.fieldViolations[0]?.field).toBe("locationAssociation.category");
    const badCategory = await refused(photo(`${FILES}/shop-front.jpg`, "SELFIE"));
    expect(badCategory.fieldViolations[0]?.field).toBe("locationAssociation.category");
    const noFormat = await refused({
      locationAssociation: { category: "EXTERIOR" },
      sourceUrl: `${FILES}/shop-front.jpg`,
    } as unknown as CreateMediaItemInput);
    expect(noFormat.fieldViolations[0]?.field).toBe("mediaFormat");
    const dataRef = await refused({
      mediaFormat: "PHOTO",
      locationAssociation: { category: "EXTERIOR" },
      dataRef: { resourceName: "upload-1" },
    } as unknown as CreateMediaItemInput);
    expect(dataRef.fieldViolations[0]?.field).toBe("sourceUrl");
    const notHttp = await refused(photo("file:///etc/passwd"));
    expect(notHttp.fieldViolations[0]?.field).toBe("sourceUrl");
    expect(fetched.length).toBe(before);
  });

  it("answers another owner's token as the reviews API does, without fetching", async () => {
    const location = publishedIds[0]!;
    const before = fetched.length;
    const reviews = await refusal(globex.listReviews("1001", location));
    const create = await refusal(
      globex.createMedia("1001", location, photo(`${FILES}/shop-front.jpg`)),
    );
    expect(reviews).toMatchObject({ status: 403, googleStatus: "PERMISSION_DENIED" });
    expect({
      status: create.status,
      googleStatus: create.googleStatus,
      message: create.message,
    }).toEqual({
      status: reviews.status,
      googleStatus: reviews.googleStatus,
      message: reviews.message,
    });
    expect(fetched.length).toBe(before);
    for (const call of [
      globex.listMedia("1001", location),
      globex.listCustomerMedia("1001", location),
    ])
      expect(await refusal(call)).toMatchObject({ status: 403 });
  });

  it("answers a failure queued for the location through the admin API", async () => {
    const location = publishedIds[3]!;
    const queued = await simCall("POST", "_admin/faults", {
      admin: true,
      body: { location: `locations/${location}`, status: 503, method: "POST" },
    });
    expect(queued.status).toBe(200);
    const sourceUrl = serve("/retry.jpg", await noise(400, 400).jpeg().toBuffer(), "image/jpeg");
    const failed = await refusal(acme.createMedia("1001", location, photo(sourceUrl)));
    expect(failed).toMatchObject({ status: 503, googleStatus: "UNAVAILABLE", retryable: true });
    const retried = await acme.createMedia("1001", location, photo(sourceUrl));
    expect(retried.mediaFormat).toBe("PHOTO");
    await acme.deleteMedia(retried.name);
  });
});

describe("v4 media: videos", () => {
  it("accepts a 10-second 720p MP4 and refuses a 40-second one or one below 720p", async () => {
    const location = publishedIds[4]!;
    const mp4 = makeMp4({ width: 1280, height: 720, seconds: 10 });
    const video = await acme.createMedia("1001", location, {
      mediaFormat: "VIDEO",
      locationAssociation: { category: "AT_WORK" },
      sourceUrl: serve("/tour.mp4", mp4, "video/mp4"),
    });
    expect(video).toMatchObject({
      mediaFormat: "VIDEO",
      dimensions: { widthPixels: 1280, heightPixels: 720 },
    });
    // For a video googleUrl is a preview picture, as at Google.
    expect(await bytesAt(video.googleUrl!)).toMatchObject({ status: 200, type: "image/jpeg" });

    const tooLong = await refusal(
      acme.createMedia("1001", location, {
        mediaFormat: "VIDEO",
        locationAssociation: { category: "AT_WORK" },
        sourceUrl: serve(
          "/long.mp4",
          makeMp4({ width: 1280, height: 720, seconds: 40 }),
          "video/mp4",
        ),
      }),
    );
    expect(tooLong).toMatchObject({ status: 400, googleStatus: "INVALID_ARGUMENT" });
    expect(tooLong.message).toMatch(/Video too long/);
    const small = await refusal(
      acme.createMedia("1001", location, {
        mediaFormat: "VIDEO",
        locationAssociation: { category: "AT_WORK" },
        sourceUrl: serve(
          "/small.mp4",
          makeMp4({ width: 640, height: 360, seconds: 5 }),
          "video/mp4",
        ),
      }),
    );
    expect(small.message).toMatch(/at least 720p/);
    const jpegAsVideo = await refusal(
      acme.createMedia("1001", location, {
        mediaFormat: "VIDEO",
        locationAssociation: { category: "AT_WORK" },
        sourceUrl: `${FILES}/shop-front.jpg`,
      }),
    );
    expect(jpegAsVideo.message).toMatch(/MP4 or MOV/);
    expect((await acme.listAllMedia("1001", location)).map((m) => m.name)).toEqual([video.name]);
  });

  it("makeMp4 pads to an exact size", () => {
    expect(makeMp4({ width: 1280, height: 720, seconds: 3, byteSize: 300_000 }).length).toBe(
      300_000,
    );
  });
});

describe("v4 media: customers' photos", () => {
  async function locationWithCustomerMedia(least: number) {
    for (const location of publishedIds) {
      const page = await acme.listCustomerMedia("1001", location, { pageSize: 1 });
      if ((page.totalMediaItemCount ?? 0) >= least) return location;
    }
    throw new Error(`no published store with ${least} customer photos`);
  }

  it("are the same on every call, page, and have attribution and pictures", async () => {
    const location = await locationWithCustomerMedia(2);
    const all = await acme.listCustomerMedia("1001", location);
    expect(await acme.listCustomerMedia("1001", location)).toEqual(all);
    const items = all.mediaItems!;
    expect(all.totalMediaItemCount).toBe(items.length);
    expect(items.length).toBeLessThanOrEqual(4);
    const times = items.map((m) => Date.parse(m.createTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const paged = [];
    let pageToken: string | undefined;
    do {
      const page = await acme.listCustomerMedia("1001", location, { pageSize: 1, pageToken });
      paged.push(...page.mediaItems!);
      pageToken = page.nextPageToken;
    } while (pageToken);
    expect(paged).toEqual(items);
    expect(await acme.listAllCustomerMedia("1001", location)).toEqual(items);

    const item = items[0]!;
    expect(item.name).toMatch(new RegExp(`^accounts/1001/locations/${location}/media/customers/`));
    expect(item.attribution?.profileName).toBeTruthy();
    expect(item.locationAssociation).toBeUndefined();
    expect(await acme.getMedia(item.name)).toEqual(item);
    const picture = await bytesAt(item.googleUrl!);
    expect(picture.type).toBe("image/jpeg");
    const { width, height } = await sharp(picture.bytes).metadata();
    expect({ width, height }).toEqual({
      width: item.dimensions!.widthPixels,
      height: item.dimensions!.heightPixels,
    });
    expect(Math.min(width!, height!)).toBeGreaterThanOrEqual(250);
    // Customers' photos are not the owner's: they do not show in media.list.
    expect((await acme.listMedia("1001", location)).mediaItems ?? []).not.toContainEqual(item);
    const tooBig = await refusal(acme.listCustomerMedia("1001", location, { pageSize: 201 }));
    expect(tooBig.fieldViolations[0]?.field).toBe("page_size");
  });

  it("has none for an unpublished store, and 404 for a key of another store", async () => {
    expect(await acme.listCustomerMedia("1001", unpublished)).toEqual({});
    const location = await locationWithCustomerMedia(1);
    const [item] = (await acme.listCustomerMedia("1001", location)).mediaItems!;
    const elsewhere = item!.name.replace(`/locations/${location}/`, `/locations/${unpublished}/`);
    expect(await refusal(acme.getMedia(elsewhere))).toMatchObject({ status: 404 });
  });
});

describe("the admin API's view of a location's media", () => {
  it("lists the owner's items with their type and size, and the customers'", async () => {
    const location = publishedIds[5]!;
    const png = await noise(500, 400).png().toBuffer();
    const item = await acme.createMedia(
      "1001",
      location,
      photo(serve("/menu.png", png, "image/png"), "MENU"),
    );
    const { status, body } = await simCall("GET", `_admin/locations/${location}/media`, {
      admin: true,
    });
    expect(status).toBe(200);
    expect(body.location).toBe(`locations/${location}`);
    expect(body.mediaItems).toEqual([
      { ...item, mimeType: "image/png", byteSize: png.length, contentUrl: item.googleUrl },
    ]);
    const customers = await acme.listAllCustomerMedia("1001", location);
    expect(body.customerMediaItems).toEqual(customers);
    expect((await simCall("GET", `_admin/locations/${location}/media`)).status).toBe(401);
  });
});
